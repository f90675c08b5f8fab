import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PRODUCT_DETAIL_ROUTE, useProductQuery } from "@/entities/product";
import { ProductDetailView } from "@/features/catalogue/detail";
import { PageMeta } from "@/features/seo";
import { getProductPages } from "@/entities/product";
import { productQueryOptions } from "@/entities/product";
import { relatedProductsQueryOptions } from "@/entities/product";
import { whatsAppNumberQueryOptions } from "@/entities/whatsapp-settings";
import { dependent, type PageData } from "../route-data";

export function ProductDetailPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const { data: product } = useProductQuery(slug);
  return (
    <>
      {product === null ? (
        <PageMeta route={PRODUCT_DETAIL_ROUTE} title={t("products.notFoundTitle")} noindex />
      ) : (
        <PageMeta
          route={PRODUCT_DETAIL_ROUTE}
          title={product?.name}
          description={product?.short_description}
          image={product?.image_url}
          type="product"
        />
      )}
      <ProductDetailView key={slug} slug={slug} />
    </>
  );
}

export const prefetch: PageData["prefetch"] = ({ params, lang }) => {
  const slug = params.slug ?? "";
  return [
    dependent(productQueryOptions(slug, lang), (product) => [
      relatedProductsQueryOptions(product?.category_id ?? null, slug, lang),
    ]),
    whatsAppNumberQueryOptions(),
  ];
};

export const paths: PageData["paths"] = async () =>
  (await getProductPages()).map((row) => ({
    params: { slug: row.slug },
    lastmod: row.updated_at,
  }));
