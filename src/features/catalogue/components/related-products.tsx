import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/state-message";
import { RELATED_LIMIT, useRelatedProductsQuery } from "@/entities/product";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";

/** Other products of the same category; the section is left out when there are none. */
export function RelatedProducts({ categoryId, slug }: { categoryId: string | null; slug: string }) {
  const { t } = useTranslation();
  const query = useRelatedProductsQuery(categoryId, slug);
  if (!categoryId || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <section aria-labelledby="related-products" className="border-t py-12 sm:py-16">
      <h2 id="related-products" className="mb-6 text-2xl font-semibold">
        {t("products.relatedProducts")}
      </h2>
      {query.isPending ? (
        <ProductGridSkeleton count={RELATED_LIMIT} />
      ) : query.isError ? (
        <ErrorState
          title={t("products.errorTitle")}
          text={t("products.errorText")}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ProductGrid products={query.data} />
      )}
    </section>
  );
}
