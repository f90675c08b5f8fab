import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";

/** Paging with the total and a page-size choice. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  sizes = [10, 20, 50],
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  sizes?: number[];
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {t("admin.paging.range", { from, to, total })}
      </p>
      <div className="flex items-center gap-2">
        <label className="text-muted-foreground flex items-center gap-2">
          <span>{t("admin.paging.perPage")}</span>
          <NativeSelect
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
            className="h-9 w-20"
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
          aria-label={t("admin.paging.previous")}
        >
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        </Button>
        <span className="tabular-nums">{t("admin.paging.page", { page: page + 1, pages })}</span>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          disabled={page + 1 >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t("admin.paging.next")}
        >
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
