import { PackageOpen, SearchX } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { JsonLd, useAbsoluteUrl } from "@/components/json-ld";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { itemListLd } from "@/lib/json-ld";
import { useProductsQuery } from "@/entities/product";
import { useCatalogueState } from "../hooks/use-catalogue-state";
import { productPath, type ProductSummary } from "@/entities/product";
import { PAGE_SIZE, hasFilters, pageCount } from "../lib/url-state";
import { CataloguePagination } from "./catalogue-pagination";
import { ProductFilters } from "./product-filters";
import { AddToEnquiry } from "./add-to-enquiry";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";

const renderAddToEnquiry = (product: ProductSummary) => (
  <AddToEnquiry product={product} size="sm" className="w-full" />
);

/** The searchable, filterable, paged catalogue; its whole view lives in the URL. */
export function ProductCatalogue() {
  const { t } = useTranslation();
  const { state, update, hrefFor } = useCatalogueState();
  const query = useProductsQuery(state);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const absoluteUrl = useAbsoluteUrl();
  const pages = query.data ? pageCount(query.data.total) : 1;
  const past = query.data && !query.isPlaceholderData && state.page > pages;

  // An old link to a page past the end goes to the last page instead of showing nothing.
  useEffect(() => {
    if (past) update({ page: pages }, { replace: true });
  }, [past, pages, update]);

  // After paging, bring the top of the results into view.
  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current !== state.page && resultsRef.current) {
      const top = resultsRef.current.getBoundingClientRect().top;
      if (top < 0) resultsRef.current.scrollIntoView({ block: "start" });
    }
    lastPage.current = state.page;
  }, [state.page]);

  let body: ReactNode;
  if (query.isPending) body = <ProductGridSkeleton count={PAGE_SIZE} withAction />;
  else if (query.isError) {
    body = (
      <ErrorState
        title={t("products.errorTitle")}
        text={t("products.errorText")}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.total === 0 && hasFilters(state)) {
    body = (
      <StateMessage
        icon={SearchX}
        title={t("products.emptyTitle")}
        text={t("products.emptyFiltered")}
        action={
          <Button variant="outline" onClick={() => update({ q: "", category: null, brand: null })}>
            {t("products.clearFilters")}
          </Button>
        }
      />
    );
  } else if (query.data.total === 0) {
    body = (
      <StateMessage
        icon={PackageOpen}
        title={t("products.emptyNone")}
        action={
          <Button asChild variant="outline">
            <Link to="/contact">{t("products.enquireForm")}</Link>
          </Button>
        }
      />
    );
  } else if (past) body = <ProductGridSkeleton count={PAGE_SIZE} withAction />;
  else {
    body = (
      <>
        <JsonLd
          data={itemListLd(
            query.data.items.map((p) => ({ name: p.name, url: absoluteUrl(productPath(p.slug)) })),
            t("products.title"),
          )}
        />
        <ProductGrid
          products={query.data.items}
          eagerCount={4}
          renderAction={renderAddToEnquiry}
          className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
        />
        <CataloguePagination
          page={state.page}
          pages={pages}
          hrefFor={(page) => hrefFor({ page })}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <ProductFilters state={state} onChange={update} />
      <section aria-labelledby="catalogue-results" className="mt-8" aria-busy={query.isFetching}>
        <h2
          id="catalogue-results"
          ref={resultsRef}
          tabIndex={-1}
          className="mb-4 scroll-mt-24 text-sm font-medium outline-none"
        >
          <span className="text-muted-foreground" aria-live="polite">
            {query.data && !query.isError
              ? t("products.count", { count: query.data.total })
              : t("products.resultsHeading")}
          </span>
        </h2>
        {body}
      </section>
    </div>
  );
}
