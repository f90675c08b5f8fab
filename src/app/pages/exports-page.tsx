import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import {
  ExportDocumentsAndPacking,
  ExportEnquiry,
  ExportFigures,
  ExportMarkets,
  ExportProcess,
} from "@/features/exports";
import { PageMeta } from "@/features/seo";

export function ExportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/exports" />
      <PageHeader
        title={t("exports.title")}
        lead={t("exports.subtitle")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("exports.title") }]}
      />
      <section aria-labelledby="exports-offer" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="exports-offer" className="mb-6 text-2xl font-semibold">
          {t("exports.offerTitle")}
        </h2>
        <ExportFigures />
      </section>
      <section aria-labelledby="exports-process" className="bg-muted/40 border-y">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="exports-process" className="mb-6 text-2xl font-semibold">
            {t("exports.processTitle")}
          </h2>
          <ExportProcess />
        </div>
      </section>
      <section aria-labelledby="exports-docs" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="exports-docs" className="mb-6 text-2xl font-semibold">
          {t("exports.docsPackingTitle")}
        </h2>
        <ExportDocumentsAndPacking />
      </section>
      <section aria-labelledby="exports-markets" className="mx-auto max-w-6xl px-4 pb-12 sm:pb-16">
        <h2 id="exports-markets" className="mb-6 text-2xl font-semibold">
          {t("exports.marketsTitle")}
        </h2>
        <ExportMarkets />
      </section>
      <section className="bg-muted/40 border-t">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <ExportEnquiry />
        </div>
      </section>
    </>
  );
}
