import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CtaBand } from "@/features/home";
import { ServiceDetail } from "@/features/services";
import { serviceQueryOptions } from "@/features/services/api/service-query";
import { getServicePages } from "@/features/services/api/service-pages";
import type { PageData } from "../route-data";

export function ServiceDetailPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  return (
    <ServiceDetail
      key={slug}
      slug={slug}
      cta={(service) => (
        <CtaBand
          subject={service.title}
          whatsappMessage={t("services.whatsappMessage", { service: service.title })}
        />
      )}
    />
  );
}

// The WhatsApp settings and SEO rows come with every page (app-frame.tsx, site-layout.tsx).
export const prefetch: PageData["prefetch"] = ({ params, lang }) => [
  serviceQueryOptions(params.slug ?? "", lang),
];

export const paths: PageData["paths"] = async () =>
  (await getServicePages()).map((row) => ({
    params: { slug: row.slug },
    lastmod: row.updated_at,
  }));
