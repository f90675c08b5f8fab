import { useMemo } from "react";
import { getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { Inbox as InboxIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { DataTable, Pager, type ListControls } from "@/components/data-table";
import { ErrorState, StateMessage } from "@/components/state-message";
import { cn } from "@/lib/utils";
import { useMessagesQuery } from "@/entities/contact-message";
import { isFiltered, type InboxFilters } from "../lib/url-state";
import { messageColumns } from "./message-columns";

const COLUMN_WIDTHS = (
  <colgroup>
    <col className="w-[24%]" />
    <col className="w-[16%]" />
    <col />
    <col className="w-[8.5rem]" />
    <col className="w-[8.5rem]" />
  </colgroup>
);

export function MessageList({
  basePath,
  filters,
  list,
}: {
  basePath: string;
  filters: InboxFilters;
  list: ListControls;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const query = useMessagesQuery(filters);
  const now = useMemo(() => new Date(), [query.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  const from = `${location.pathname}${location.search}`;

  const columns = useMemo(
    () => messageColumns({ t, language: i18n.language, basePath, from, now }),
    [t, i18n.language, basePath, from, now],
  );
  const data = query.data;
  const table = useReactTable({
    data: data?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: data?.total ?? 0,
    getRowId: (m) => m.id,
  });

  if (query.isError && !data) {
    return <ErrorState title={t("inbox.loadError")} onRetry={() => void query.refetch()} />;
  }

  const total = data?.total ?? 0;
  return (
    <div className="space-y-3">
      <div className="bg-card overflow-x-auto rounded-lg border">
        <DataTable
          table={table}
          loading={query.isPending}
          aria-busy={query.isFetching}
          className="min-w-[44rem] table-fixed"
          colgroup={COLUMN_WIDTHS}
          rowProps={(m) => ({
            "data-testid": "inbox-row",
            "data-status": m.status,
            className: cn(
              "hover:bg-muted/50 focus-within:bg-muted/50 relative",
              m.status === "new" && "bg-primary/5",
            ),
          })}
        />
        {!query.isPending && total === 0 && (
          <StateMessage
            icon={InboxIcon}
            title={isFiltered(filters) ? t("inbox.empty") : t("inbox.emptyAll")}
            className="m-4"
          />
        )}
      </div>
      <Pager
        page={filters.page}
        pageSize={filters.pageSize}
        total={total}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
        rangeTestId="inbox-total"
      />
    </div>
  );
}
