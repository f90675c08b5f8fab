import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SERVICE_DETAIL_ROUTE, useServiceQuery } from "@/entities/service";
import { CtaBand } from "@/features/home";
import { PageMeta } from "@/features/seo";
import { ServiceDetail } from "@/features/services";
import { serviceQueryOptions } from "@/entities/service";
import { getServicePages } from "@/entities/service";
import type { PageData } from "../route-data";

/** The page's meta tags, from the same query the view shows (nothing while it loads). */
function ServiceMeta({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useServiceQuery(slug);
  if (query.isPending) return null;
  if (query.isError) return <PageMeta route={SERVICE_DETAIL_ROUTE} noindex />;
  const service = query.data;
  if (!service) {
    return <PageMeta route={SERVICE_DETAIL_ROUTE} title={t("services.notFoundTitle")} noindex />;
  }
  return (
    <PageMeta
      route={SERVICE_DETAIL_ROUTE}
      title={service.title}
      description={service.summary}
      image={service.image_url}
      type="article"
    />
  );
}

export function ServiceDetailPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  return (
    <>
      <ServiceMeta key={slug} slug={slug} />
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
    </>
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
