import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PRODUCT_DETAIL_ROUTE, useProductQuery } from "@/entities/product";
import { ProductDetailView } from "@/features/catalogue/detail";
import { PageMeta } from "@/features/seo";

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
