import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import type { ProductSummary } from "@/entities/product";
import { ProductCard } from "./product-card";
import { ProductCardSkeleton } from "./product-card-skeleton";

export const gridClassName = "grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4";

/** Product cards in 2 / 3 / 4 columns (phone / tablet / desktop). */
export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel = "h3",
  renderAction,
  className,
}: {
  products: ProductSummary[];
  /** Each card's extra control (the catalogue's "Add to enquiry"; the home page has none). */
  renderAction?: (product: ProductSummary) => ReactNode;
  /** How many leading cards are above the fold (their images load eagerly). */
  eagerCount?: number;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <ul className={cn(gridClassName, className)}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            priority={index < eagerCount}
            headingLevel={headingLevel}
            action={renderAction?.(product)}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}

/** The loading grid: `count` card skeletons, announced once as loading. */
export function ProductGridSkeleton({
  count,
  withAction = false,
  className,
}: {
  count: number;
  /** The cards will carry an action button: keep its room. */
  withAction?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{t("common.loading")}</span>
      <div className={gridClassName}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} withAction={withAction} />
        ))}
      </div>
    </div>
  );
}
