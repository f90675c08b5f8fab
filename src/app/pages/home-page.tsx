import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FeaturedProducts } from "@/features/catalogue";
import {
  CategoryGrid,
  CtaBand,
  HeroCarousel,
  HomeIntro,
  LatestVideos,
  Section,
  StorySection,
} from "@/features/home";
import { PageMeta } from "@/features/seo";
import { ServiceGrid } from "@/features/services";

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
    </Link>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/" />
      <HeroCarousel />
      <HomeIntro />
      <Section
        id="home-featured-title"
        title={t("home.featuredTitle")}
        lead={t("home.featuredLead")}
        action={<MoreLink to="/products">{t("home.viewAllProducts")}</MoreLink>}
        data-testid="home-featured"
      >
        <FeaturedProducts limit={8} />
      </Section>
      <Section
        id="home-categories-title"
        title={t("home.categoriesTitle")}
        lead={t("home.categoriesLead")}
        tone="muted"
        data-testid="home-categories"
      >
        <CategoryGrid />
      </Section>
      <Section
        id="home-services-title"
        title={t("home.servicesTitle")}
        lead={t("home.servicesLead")}
        action={<MoreLink to="/services">{t("home.viewAllServices")}</MoreLink>}
        data-testid="home-services"
      >
        <ServiceGrid limit={6} showCalculator={false} />
      </Section>
      <StorySection />
      <Section
        id="home-videos-title"
        title={t("home.videosTitle")}
        lead={t("home.videosLead")}
        tone="muted"
        data-testid="home-videos"
      >
        <LatestVideos limit={3} />
      </Section>
      <CtaBand />
    </>
  );
}
