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
import { featuredProductsQueryOptions } from "@/entities/product";
import { bannersQueryOptions } from "@/entities/banner";
import { categoryCardsQueryOptions as homeCategoriesQueryOptions } from "@/entities/category";
import { latestVideosQueryOptions } from "@/entities/video";
import { servicesQueryOptions } from "@/entities/service";
import type { PageData } from "../route-data";

const FEATURED_LIMIT = 8;
const VIDEOS_LIMIT = 3;

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
        <FeaturedProducts limit={FEATURED_LIMIT} />
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
        <LatestVideos limit={VIDEOS_LIMIT} />
      </Section>
      <CtaBand />
    </>
  );
}

export const prefetch: PageData["prefetch"] = ({ lang }) => [
  bannersQueryOptions(lang),
  featuredProductsQueryOptions(FEATURED_LIMIT, lang),
  homeCategoriesQueryOptions(lang),
  servicesQueryOptions(lang),
  latestVideosQueryOptions(VIDEOS_LIMIT, lang),
];
