import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { productPath } from "@/entities/product";
import type { ProductSummary } from "@/entities/product";
import { ProductImage } from "./product-image";

/**
 * A catalogue card: square image, category badge, name (2 lines), one-line summary and a
 * "View Details" link stretched over the whole card.
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = "h3",
  action,
  className,
}: {
  product: ProductSummary;
  /** A control under the link ("Add to enquiry"), above the card-wide link's hit area. */
  action?: ReactNode;
  /** The first cards on a page: load their image eagerly. */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        "group bg-card text-card-foreground focus-within:ring-ring relative flex flex-col overflow-hidden rounded-lg border transition-shadow duration-200 focus-within:ring-2 hover:shadow-md motion-reduce:transition-none",
        className,
      )}
    >
      <ProductImage
        src={product.image_url}
        alt=""
        width={product.image_width}
        height={product.image_height}
        priority={priority}
        className="border-b"
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="h-5.5">
          {product.category && (
            <Badge variant="secondary" dir="auto" className="inline-block max-w-full truncate">
              {product.category.name}
            </Badge>
          )}
        </div>
        <Heading
          dir="auto"
          className="line-clamp-2 min-h-[2lh] text-base leading-snug font-semibold sm:text-lg"
        >
          {product.name}
        </Heading>
        <p dir="auto" className="text-muted-foreground line-clamp-1 min-h-[1lh] text-sm">
          {product.short_description}
        </p>
        <Link
          to={productPath(product.slug)}
          aria-label={t("products.viewDetailsFor", { name: product.name })}
          className="text-primary mt-auto inline-flex items-center gap-1 pt-1 text-sm font-medium outline-none group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          {t("products.viewDetails")}
          <ArrowRight
            className="size-4 transition-transform duration-150 group-hover:translate-x-0.5 motion-reduce:transition-none rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
        {action && <div className="relative z-10 pt-1">{action}</div>}
      </div>
    </article>
  );
}
