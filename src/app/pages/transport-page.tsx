import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/features/seo";
import { TransportDirectory } from "@/features/transport";
import { transportCompaniesQueryOptions } from "@/entities/transport-company";
import { transportFacetsQueryOptions } from "@/entities/transport-company";
import { parseFilters } from "@/features/transport/lib/filters";
import type { PageData } from "../route-data";

export function TransportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/transport" />
      <PageHeader
        title={t("transport.title")}
        lead={t("transport.subtitle")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("transport.title") }]}
      />
      <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <h2 className="sr-only">{t("transport.resultsTitle")}</h2>
        <TransportDirectory />
      </section>
      <section className="bg-muted/40 border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-semibold">{t("transport.ctaTitle")}</h2>
            <p className="text-muted-foreground mt-2 max-w-2xl">{t("transport.ctaText")}</p>
          </div>
          <Button asChild size="lg">
            <Link
              to={`/contact?${new URLSearchParams({ subject: t("transport.ctaSubject") }).toString()}`}
            >
              {t("transport.ctaAction")}
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export const prefetch: PageData["prefetch"] = ({ search }) => [
  transportCompaniesQueryOptions(parseFilters(search)),
  transportFacetsQueryOptions(),
];
