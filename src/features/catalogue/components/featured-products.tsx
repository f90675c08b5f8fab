import { PackageSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { useFeaturedProductsQuery } from "@/entities/product";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";

/**
 * The featured active products as a grid of cards (card titles are h3: put it under an h2),
 * with loading, empty and error states.
 */
export function FeaturedProducts({ limit = 8 }: { limit?: number }) {
  const { t } = useTranslation();
  const query = useFeaturedProductsQuery(limit);
  if (query.isPending) return <ProductGridSkeleton count={Math.min(limit, 8)} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t("products.errorTitle")}
        text={t("products.errorText")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <StateMessage
        icon={PackageSearch}
        title={t("products.emptyNone")}
        action={
          <Button asChild variant="outline">
            <Link to="/products">{t("products.browseAll")}</Link>
          </Button>
        }
      />
    );
  }
  return <ProductGrid products={query.data} />;
}
