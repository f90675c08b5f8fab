import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SearchBox, Toolbar, type ListControls } from "@/components/data-table";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { MESSAGE_KINDS, MESSAGE_STATUSES } from "@/entities/contact-message";
import { isFiltered, type InboxFilters } from "../lib/url-state";

/** The toolbar: status, search (applied after a pause in typing), date range. */
export function InboxFiltersBar({ filters, list }: { filters: InboxFilters; list: ListControls }) {
  const { t } = useTranslation();
  const id = useId();
  const rangeInvalid = Boolean(filters.from && filters.to && filters.to < filters.from);

  return (
    <Toolbar
      label={t("inbox.filters.label")}
      className="bg-card rounded-lg border p-3"
      filters={
        <>
          <div className="w-full space-y-1.5 sm:w-48">
            <Label htmlFor={`${id}-status`}>{t("inbox.status.label")}</Label>
            <NativeSelect
              id={`${id}-status`}
              value={filters.status ?? ""}
              onChange={(e) => list.setFilter("status", e.target.value)}
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
          <div className="w-full space-y-1.5 sm:w-48">
            <Label htmlFor={`${id}-kind`}>{t("inbox.kind.label")}</Label>
            <NativeSelect
              id={`${id}-kind`}
              value={filters.kind ?? ""}
              onChange={(e) => list.setFilter("kind", e.target.value)}
              data-testid="inbox-kind-filter"
            >
              <option value="">{t("inbox.kind.all")}</option>
              {MESSAGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`inbox.kind.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <SearchBox
            className="w-full sm:w-auto sm:min-w-64 sm:flex-1"
            value={filters.q}
            onSearch={list.setSearch}
            label={t("inbox.filters.search")}
            placeholder={t("inbox.filters.searchPlaceholder")}
            showLabel
          />
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-from`}>{t("inbox.filters.from")}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={filters.from ?? ""}
              max={filters.to ?? undefined}
              onChange={(e) => list.setFilter("from", e.target.value)}
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
              onChange={(e) => list.setFilter("to", e.target.value)}
            />
          </div>
        </>
      }
      clearable={isFiltered(filters)}
      onClear={list.clearFilters}
    >
      {rangeInvalid && (
        <p id={`${id}-range`} className="text-destructive text-sm">
          {t("inbox.filters.rangeError")}
        </p>
      )}
    </Toolbar>
  );
}
