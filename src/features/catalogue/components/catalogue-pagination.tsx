import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** Previous / next links (real URLs: shareable, Back works) and "Page X of Y". */
export function CataloguePagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t("products.pagination")}
      className="mt-8 flex items-center justify-between gap-4 border-t pt-6"
    >
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={hrefFor(page - 1)} rel="prev">
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
            {t("products.previousPage")}
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          {t("products.previousPage")}
        </Button>
      )}
      <p className="text-muted-foreground text-sm" aria-current="page">
        {t("products.pageOf", { page, pages })}
      </p>
      {page < pages ? (
        <Button asChild variant="outline">
          <Link to={hrefFor(page + 1)} rel="next">
            {t("products.nextPage")}
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          {t("products.nextPage")}
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
