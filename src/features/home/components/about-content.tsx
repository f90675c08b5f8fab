import { ArrowRight, Clock, FlaskConical, Globe2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { CategoryGrid } from "./categories-section";
import { CompanyFigures, CompanyFiguresSkeleton } from "./company-figures";
import { Section } from "./section";
import { CertificationList, StoryText } from "./story-section";
import { useSiteSettingsQuery } from "@/entities/site-settings";

function ExportFacts({
  countries,
  testing,
  leadTime,
}: {
  countries: string;
  testing: string;
  leadTime: number | null;
}) {
  const { t } = useTranslation();
  const leadTimeText = leadTime ? t("about.leadTimeValue", { count: leadTime }) : "";
  const facts = [
    { icon: Globe2, value: countries, label: t("about.exportCountries") },
    { icon: FlaskConical, value: testing, label: t("about.materialTesting") },
    ...(leadTime
      ? [
          {
            icon: Clock,
            value: leadTimeText,
            label: t("about.leadTime"),
          },
        ]
      : []),
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3 sm:gap-6" data-testid="export-facts">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="bg-card flex flex-col-reverse rounded-lg border p-4 sm:p-6"
        >
          <dt className="text-muted-foreground mt-1 flex items-center gap-2 text-sm font-medium">
            <fact.icon className="text-primary size-4" aria-hidden="true" />
            {fact.label}
          </dt>
          <dd className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
            <bdi dir={fact.value === leadTimeText ? undefined : "ltr"}>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /about: story and figures, what the company makes, where it ships, certifications and quality. */
export function AboutContent() {
  const { t } = useTranslation();
  const { data: site, isPending } = useSiteSettingsQuery();
  return (
    <>
      <PageHeader
        title={t("about.title")}
        lead={site?.tagline ?? t("about.subtitle")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("about.title") }]}
      />
      <Section id="about-story-title" title={t("story.eyebrow")} data-testid="about-story">
        {isPending ? (
          <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
            <Skeleton className="h-64 w-full" />
            <CompanyFiguresSkeleton />
          </div>
        ) : site ? (
          <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:gap-12">
            <div className="max-w-3xl">
              <StoryText site={site} />
            </div>
            {site.figures.length > 0 && (
              <CompanyFigures figures={site.figures} className="content-start" />
            )}
          </div>
        ) : (
          <p className="text-muted-foreground">{t("about.unavailable")}</p>
        )}
      </Section>
      <Section
        id="about-makes-title"
        title={t("about.makesTitle")}
        lead={t("about.makesLead")}
        tone="muted"
      >
        <CategoryGrid />
      </Section>
      <Section
        id="about-ships-title"
        title={t("about.shipsTitle")}
        lead={t("about.shipsLead")}
        action={
          <Link
            to="/exports"
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
          >
            {t("about.exportsLink")}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        }
      >
        {isPending ? (
          <Skeleton className="h-28 w-full rounded-lg" />
        ) : site ? (
          <ExportFacts
            countries={site.countries_served}
            testing={site.material_testing}
            leadTime={site.lead_time_days}
          />
        ) : (
          <p className="text-muted-foreground">{t("about.unavailable")}</p>
        )}
      </Section>
      <Section id="about-quality-title" title={t("about.qualityTitle")} tone="muted">
        {isPending ? (
          <Skeleton className="h-40 w-full rounded-lg" />
        ) : site && (site.quality_statement || site.certifications.length > 0) ? (
          <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
            {site.quality_statement && (
              <p
                dir="auto"
                className="max-w-3xl text-base leading-relaxed"
                data-testid="quality-statement"
              >
                {site.quality_statement}
              </p>
            )}
            {site.certifications.length > 0 && (
              <div className="bg-card rounded-lg border p-4 sm:p-6">
                <h3 className="mb-4 text-lg font-semibold">{t("about.certificationsTitle")}</h3>
                <CertificationList items={site.certifications} />
              </div>
            )}
          </div>
        ) : (
          <p className="text-muted-foreground">{t("about.unavailable")}</p>
        )}
      </Section>
    </>
  );
}
