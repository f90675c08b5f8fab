import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { CtaBand, Section } from "@/features/home";
import { PageMeta } from "@/features/seo";
import { ServiceGrid } from "@/features/services";
import { servicesQueryOptions } from "@/entities/service";
import type { PageData } from "../route-data";

export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/services" />
      <PageHeader
        title={t("services.title")}
        lead={t("services.subtitle")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("nav.services") }]}
      />
      <Section
        id="services-list-title"
        title={t("services.listTitle")}
        lead={t("services.listLead")}
      >
        <ServiceGrid structuredData />
      </Section>
      <CtaBand />
    </>
  );
}

export const prefetch: PageData["prefetch"] = ({ lang }) => [servicesQueryOptions(lang)];
