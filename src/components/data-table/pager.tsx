import { useId } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { PAGE_SIZES, pageRange } from "./url-state";

/** The one pager of the admin lists: the range shown, rows per page, previous and next (1-based). */
export function Pager({
  page,
  pageSize,
  total,
  estimated = false,
  onPage,
  onPageSize,
  rangeTestId,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The total is an estimate (a very long list): "of about N". */
  estimated?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  rangeTestId?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const nf = new Intl.NumberFormat(i18n.language);
  const { first, last, pages } = pageRange(page, pageSize, total);
  const range = { from: nf.format(first), to: nf.format(last), total: nf.format(total) };
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
      aria-label={t("admin.paging.label")}
    >
      <p className="text-muted-foreground" aria-live="polite" data-testid={rangeTestId}>
        {t(estimated ? "admin.paging.rangeAbout" : "admin.paging.range", range)}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-size`} className="text-muted-foreground">
          {t("admin.paging.perPage")}
        </label>
        <NativeSelect
          id={`${id}-size`}
          className="h-9 w-20"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t("admin.paging.previous")}
        >
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        </Button>
        <span className="tabular-nums">
          {t("admin.paging.page", { page: nf.format(page), pages: nf.format(pages) })}
        </span>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t("admin.paging.next")}
        >
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
