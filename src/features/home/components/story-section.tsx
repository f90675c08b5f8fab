import { ArrowRight, BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { toParagraphs, useSiteSettingsQuery, type SiteSettings } from "@/entities/site-settings";

/** The company story as stored (plain-text paragraphs), with the founding year. */
export function StoryText({ site, limit }: { site: SiteSettings; limit?: number }) {
  const { t } = useTranslation();
  const paragraphs = toParagraphs(site.story);
  const shown = limit ? paragraphs.slice(0, limit) : paragraphs;
  return (
    <div className="space-y-4" data-testid="company-story">
      {site.founded_year && (
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">
          {t("story.since", { year: site.founded_year })}
        </p>
      )}
      {shown.map((paragraph, i) => (
        <p key={i} dir="auto" className="text-base leading-relaxed whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Certifications and standards as a checked list. */
export function CertificationList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-3" data-testid="certifications">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <BadgeCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span dir="auto">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Home: the story beside a card of certifications, with a link to the about page. */
export function StorySection() {
  const { t } = useTranslation();
  const { data: site, isPending } = useSiteSettingsQuery();
  if (isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-3">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="h-56 w-full rounded-lg" />
      </div>
    );
  }
  if (!site || (!site.story && site.certifications.length === 0)) return null;
  return (
    <section
      aria-labelledby="story-title"
      className="render-when-visible py-12 sm:py-16"
      data-testid="story-section"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 lg:grid-cols-[1.4fr_1fr] lg:gap-12">
        <div>
          <h2 id="story-title" className="mb-4 text-2xl font-semibold tracking-tight sm:text-3xl">
            {t("story.eyebrow")}
          </h2>
          <StoryText site={site} limit={2} />
          <Link
            to="/about"
            className="text-primary mt-6 inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline"
          >
            {t("story.readMore")}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        </div>
        {site.certifications.length > 0 && (
          <div className="bg-muted/40 rounded-lg border p-4 sm:p-6">
            <h3 className="mb-4 text-lg font-semibold">{t("story.qualityTitle")}</h3>
            <CertificationList items={site.certifications} />
          </div>
        )}
      </div>
    </section>
  );
}
