import { useEffect, useId, useRef, useState } from "react";
import { Search, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { MESSAGE_STATUSES } from "@/entities/contact-message";
import { DEFAULT_FILTERS, type InboxFilters } from "../lib/url-state";

/** The toolbar: status, search (applied after a pause in typing), date range. */
export function InboxFiltersBar({
  filters,
  onChange,
}: {
  filters: InboxFilters;
  onChange: (patch: Partial<InboxFilters>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL is the truth: follow it when it changes from outside (back button, clear).
  const [urlQ, setUrlQ] = useState(filters.q);
  if (urlQ !== filters.q) {
    setUrlQ(filters.q);
    setQ(filters.q);
  }

  /** Typing applies the search after a pause; Enter applies it at once. */
  const type = (value: string) => {
    setQ(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current({ q: value.trim() }), 300);
  };
  const applyNow = (patch: Partial<InboxFilters>) => {
    clearTimeout(timer.current);
    onChange(patch);
  };

  const rangeInvalid = Boolean(filters.from && filters.to && filters.to < filters.from);
  const active =
    filters.status !== null || filters.q !== "" || filters.from !== null || filters.to !== null;

  return (
    <form
      role="search"
      aria-label={t("inbox.filters.label")}
      className="bg-card mb-4 grid gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto_auto_auto] lg:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        applyNow({ q: q.trim() });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>{t("inbox.status.label")}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={filters.status ?? ""}
          onChange={(e) => onChange({ status: (e.target.value || null) as InboxFilters["status"] })}
        >
          <option value="">{t("inbox.status.open")}</option>
          {MESSAGE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`inbox.status.${s}`)}
            </option>
          ))}
          <option value="all">{t("inbox.status.all")}</option>
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-q`}>{t("inbox.filters.search")}</Label>
        <div className="relative">
          <Search
            className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={200}
            onChange={(e) => type(e.target.value)}
            placeholder={t("inbox.filters.searchPlaceholder")}
            className="ps-9"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>{t("inbox.filters.from")}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ""}
          max={filters.to ?? undefined}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>{t("inbox.filters.to")}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ""}
          min={filters.from ?? undefined}
          aria-invalid={rangeInvalid || undefined}
          aria-describedby={rangeInvalid ? `${id}-range` : undefined}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
      </div>
      <div className="flex items-end">
        <Button
          type="button"
          variant="ghost"
          disabled={!active}
          onClick={() => {
            setQ("");
            applyNow({ ...DEFAULT_FILTERS, pageSize: filters.pageSize });
          }}
        >
          <X aria-hidden="true" />
          {t("inbox.filters.clear")}
        </Button>
      </div>
      {rangeInvalid && (
        <p id={`${id}-range`} className="text-destructive text-sm sm:col-span-2 lg:col-span-5">
          {t("inbox.filters.rangeError")}
        </p>
      )}
    </form>
  );
}
