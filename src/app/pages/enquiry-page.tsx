import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { EnquiryView } from "@/features/enquiry";
import "@/features/enquiry/english-strings";
import { PageMeta } from "@/features/seo";
import type { PageData } from "../route-data";

/** /enquiry: the visitor's list lives on their device; the prerender is its empty shell. */
export function EnquiryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        route="/enquiry"
        title={t("enquiry.title")}
        description={t("enquiry.lead")}
        noindex
      />
      <div className="print:hidden">
        <PageHeader
          title={t("enquiry.title")}
          lead={t("enquiry.lead")}
          breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("enquiry.title") }]}
        />
      </div>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14 print:max-w-none print:p-0">
        <EnquiryView />
      </div>
    </>
  );
}

export const prefetch: PageData["prefetch"] = () => [];
