import { ArrowRight, Boxes } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { ContentIcon } from "@/components/content-icon";
import { useCategoriesQuery } from "@/entities/category";

export function categoryHref(slug: string): string {
  return `/products?${new URLSearchParams({ category: slug }).toString()}`;
}

/** The product categories as cards linking to the filtered product list. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const query = useCategoriesQuery();
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-[8.5rem] rounded-lg" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t("home.categoriesError")}
        text={t("home.tryAgainText")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <StateMessage
        icon={Boxes}
        title={t("home.categoriesEmpty")}
        action={
          <Link to="/products" className="text-primary font-medium hover:underline">
            {t("home.viewAllProducts")}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" data-testid="category-grid">
      {query.data.map((category) => {
        return (
          <li key={category.id}>
            <Link
              to={categoryHref(category.slug)}
              className="group bg-card hover:border-primary/60 focus-visible:ring-ring flex h-full gap-4 rounded-lg border p-4 transition-colors duration-150 outline-none focus-visible:ring-2 motion-reduce:transition-none sm:p-5"
            >
              <span className="bg-secondary text-primary flex size-11 shrink-0 items-center justify-center rounded-md">
                <ContentIcon name={category.icon} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 font-semibold">
                  {category.name}
                  <ArrowRight
                    className="text-primary size-4 opacity-0 transition-opacity duration-150 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none rtl:rotate-180"
                    aria-hidden="true"
                  />
                </span>
                {category.description && (
                  <span className="text-muted-foreground mt-1 line-clamp-2 text-sm">
                    {category.description}
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
