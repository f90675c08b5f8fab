import type { ReactNode } from "react";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A list's toolbar: the search box and filters (one search landmark) with "Clear filters", tools
 * at the end (column menu, reorder views), and below them the bulk-actions bar while rows are
 * selected and any notes (`children`).
 */
export function Toolbar({
  label,
  search,
  filters,
  onClear,
  clearable,
  end,
  bulk,
  children,
  className,
}: {
  /** The search landmark's name. */
  label?: string;
  search?: ReactNode;
  filters?: ReactNode;
  /** Clears the search and the filters; the button shows while `clearable`. */
  onClear?: () => void;
  clearable?: boolean;
  end?: ReactNode;
  bulk?: ReactNode;
  children?: ReactNode;
  /** Classes of the toolbar's box (spacing, frame). */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn("mb-4 space-y-3", className)}>
      <div className="flex flex-wrap items-end gap-3">
        <div role="search" aria-label={label} className="contents">
          {search}
          {filters}
          {onClear && clearable && (
            <Button type="button" variant="ghost" onClick={onClear}>
              <X aria-hidden="true" />
              {t("common.clearFilters")}
            </Button>
          )}
        </div>
        {end && <div className="ms-auto flex flex-wrap gap-2">{end}</div>}
      </div>
      {bulk}
      {children}
    </div>
  );
}

/** The bar of actions on the selected rows. */
export function BulkBar({
  label,
  count,
  children,
}: {
  label: string;
  count: string;
  children: ReactNode;
}) {
  return (
    <div
      className="bg-muted flex flex-wrap items-center gap-2 rounded-md border px-3 py-2"
      role="region"
      aria-label={label}
    >
      <span className="me-auto text-sm font-medium" aria-live="polite">
        {count}
      </span>
      {children}
    </div>
  );
}
