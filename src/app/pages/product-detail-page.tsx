import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ProductDetailView, useProductQuery } from "@/features/catalogue/detail";
import { PageMeta } from "@/features/seo";

export function ProductDetailPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const { data: product } = useProductQuery(slug);
  return (
    <>
      {product === null ? (
        <PageMeta route="/products/{slug}" title={t("products.notFoundTitle")} noindex />
      ) : (
        <PageMeta
          route="/products/{slug}"
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
