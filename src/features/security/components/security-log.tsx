import { useMemo } from "react";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { ScrollText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DataTable, Pager, Toolbar, useListState } from "@/components/data-table";
import { ErrorState, StateMessage } from "@/components/state-message";
import { usePeopleQuery } from "@/entities/profile";
import { useSecurityEventsQuery, type SecurityEventRow } from "@/entities/security-event";
import { EVENT_FILTER_PARAMS, detailLines, eventFilters } from "../lib/event-filters";
import { SecurityLogFilters } from "./security-log-filters";

const LIST = { filters: EVENT_FILTER_PARAMS };
const column = createColumnHelper<SecurityEventRow>();

/** The security event log with filters by type, user and date (in the URL), paged on the server. */
export function SecurityLog() {
  const { t, i18n } = useTranslation();
  const list = useListState(LIST);
  const { page, pageSize } = list.state;
  const filters = eventFilters(list.state.filters);
  // The query pages from 0; the URL from 1.
  const query = useSecurityEventsQuery(filters, page - 1, pageSize);
  const people = usePeopleQuery();
  const emails = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.id, p.email])),
    [people.data],
  );

  const columns = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: "medium",
      timeStyle: "medium",
    });
    return [
      column.accessor("event_type", {
        header: t("admin.security.columns.type"),
        cell: (info) =>
          t(`admin.security.types.${info.getValue()}`, { defaultValue: info.getValue() }),
        meta: { cellClassName: "font-medium whitespace-nowrap" },
      }),
      column.accessor("user_id", {
        header: t("admin.security.columns.user"),
        cell: (info) => {
          const id = info.getValue();
          return <span dir="ltr">{id ? (emails.get(id) ?? id) : "—"}</span>;
        },
        meta: { cellClassName: "max-w-56 truncate" },
      }),
      column.accessor("created_at", {
        header: t("admin.security.columns.time"),
        cell: (info) => format.format(new Date(info.getValue())),
        meta: { cellClassName: "whitespace-nowrap" },
      }),
      column.accessor("details", {
        header: t("admin.security.columns.details"),
        cell: (info) => (
          <ul className="line-clamp-3 break-all" dir="ltr">
            {detailLines(info.getValue()).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
        meta: { cellClassName: "text-muted-foreground max-w-80 text-xs" },
      }),
      column.accessor("ip", {
        header: t("admin.security.columns.ip"),
        cell: (info) => {
          const ip = info.getValue();
          return <span dir="ltr">{typeof ip === "string" ? ip : "—"}</span>;
        },
        meta: { cellClassName: "font-mono text-xs whitespace-nowrap" },
      }),
    ];
  }, [t, i18n.language, emails]);

  const table = useReactTable({
    data: query.data?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
  });
  const total = query.data?.total ?? 0;

  return (
    <section aria-labelledby="security-log-title" className="flex flex-col gap-4">
      <h2 id="security-log-title" className="text-lg font-semibold">
        {t("admin.security.logTitle")}
      </h2>
      <Toolbar
        filters={
          <SecurityLogFilters
            filters={filters}
            people={people.data ?? []}
            onChange={list.setFilter}
          />
        }
        clearable={list.filtered}
        onClear={list.clearFilters}
      />

      {query.isError ? (
        <ErrorState title={t("admin.security.logFailed")} onRetry={() => void query.refetch()} />
      ) : !query.isPending && total === 0 ? (
        <StateMessage
          icon={ScrollText}
          title={list.filtered ? t("admin.security.noMatches") : t("admin.security.empty")}
        />
      ) : (
        <div className="border-border rounded-lg border">
          <DataTable
            data-testid="security-log"
            table={table}
            loading={query.isPending}
            rowProps={(row) => ({ "data-type": row.event_type })}
          />
        </div>
      )}
      {total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </section>
  );
}
