import { useId, useState } from "react";
import { ChevronLeft, ChevronRight, Search, Truck, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState, StateMessage } from "@/components/state-message";
import { useTransportCompaniesQuery, useTransportFacetsQuery } from "@/entities/transport-company";
import {
  EMPTY_FILTERS,
  hasFilters,
  pageCount,
  parseFilters,
  serializeFilters,
  type TransportFilters,
} from "../lib/filters";
import { TransportCompanyCard } from "./transport-company-card";

/** Search, filters (all in the URL), results with paging, and the empty and error states. */
export function TransportDirectory() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = parseFilters(search);
  const query = useTransportCompaniesQuery(filters);
  const facets = useTransportFacetsQuery();
  const [text, setText] = useState(filters.q);
  const textId = useId();

  // Back/forward or "clear filters" changes q: keep the box in step (adjusted while rendering).
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  const apply = (patch: Partial<TransportFilters>) =>
    setSearch(serializeFilters({ ...filters, page: 1, ...patch }), { preventScrollReset: true });
  const clear = () => setSearch(serializeFilters(EMPTY_FILTERS));

  const selects: {
    key: "city" | "state" | "vehicle" | "area";
    label: string;
    all: string;
    options: string[];
  }[] = [
    {
      key: "city",
      label: t("transport.city"),
      all: t("transport.allCities"),
      options: facets.data?.cities ?? [],
    },
    {
      key: "state",
      label: t("transport.state"),
      all: t("transport.allStates"),
      options: facets.data?.states ?? [],
    },
    {
      key: "vehicle",
      label: t("transport.vehicleType"),
      all: t("transport.allVehicleTypes"),
      options: facets.data?.vehicleTypes ?? [],
    },
    {
      key: "area",
      label: t("transport.serviceArea"),
      all: t("transport.allServiceAreas"),
      options: facets.data?.serviceAreas ?? [],
    },
  ];

  const total = query.data?.total ?? 0;
  const pages = pageCount(total);

  return (
    <div className="space-y-6">
      <form
        role="search"
        aria-label={t("transport.searchLabel")}
        className="bg-card space-y-4 rounded-lg border p-4 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ q: text.trim() });
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={textId}>{t("transport.searchLabel")}</Label>
          <div className="flex gap-2">
            <Input
              id={textId}
              type="search"
              name="q"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              placeholder={t("transport.searchPlaceholder")}
            />
            <Button type="submit">
              <Search aria-hidden="true" />
              {t("common.search")}
            </Button>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {selects.map((s) => (
            <FilterSelect
              key={s.key}
              label={s.label}
              all={s.all}
              value={filters[s.key]}
              options={s.options}
              onChange={(value) => apply({ [s.key]: value })}
            />
          ))}
        </div>
        {hasFilters(filters) && (
          <Button type="button" variant="ghost" size="sm" onClick={clear}>
            <X aria-hidden="true" />
            {t("common.clearFilters")}
          </Button>
        )}
      </form>

      <div data-testid="transport-results" aria-live="polite" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ResultsSkeleton />
        ) : query.isError ? (
          <ErrorState
            title={t("transport.errorTitle")}
            text={t("transport.errorText")}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.rows.length === 0 ? (
          <StateMessage
            icon={Truck}
            title={t("transport.emptyTitle")}
            text={t("transport.emptyText")}
            action={
              hasFilters(filters) ? (
                <Button variant="outline" onClick={clear}>
                  <X aria-hidden="true" />
                  {t("common.clearFilters")}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div className="space-y-6">
            <p className="text-muted-foreground text-sm" data-testid="transport-count">
              {t("transport.found", { count: total })}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
              {query.data.rows.map((company) => (
                <li key={company.id}>
                  <TransportCompanyCard company={company} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav
                aria-label={t("transport.pagination")}
                className="flex items-center justify-between gap-3"
              >
                <Button
                  variant="outline"
                  disabled={filters.page <= 1}
                  onClick={() =>
                    setSearch(serializeFilters({ ...filters, page: filters.page - 1 }))
                  }
                >
                  <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
                  {t("common.previous")}
                </Button>
                <span className="text-muted-foreground text-sm">
                  {t("common.pageOf", { page: filters.page, total: pages })}
                </span>
                <Button
                  variant="outline"
                  disabled={filters.page >= pages}
                  onClick={() =>
                    setSearch(serializeFilters({ ...filters, page: filters.page + 1 }))
                  }
                >
                  {t("common.next")}
                  <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
                </Button>
              </nav>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A value from a shared link that the data no longer holds still shows as chosen.
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {choices.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <Skeleton className="h-4 w-40" />
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-64 w-full rounded-lg" />
        ))}
      </div>
    </div>
  );
}
