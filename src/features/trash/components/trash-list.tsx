import { useMemo } from "react";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DataTable, Pager, useListState } from "@/components/data-table";
import { ErrorState, StateMessage } from "@/components/state-message";
import { usePeopleQuery } from "@/entities/profile";
import { useTrashQuery, type TrashEntry } from "@/entities/trash";
import { daysLeft, TRASH_TYPES } from "../lib/trash-types";
import { TrashRowActions } from "./trash-row-actions";

const LIST = {};
const column = createColumnHelper<TrashEntry>();

/** The trash: deleted records, newest first, with their type, who deleted them and days left. */
export function TrashList() {
  const { t, i18n } = useTranslation();
  const list = useListState(LIST);
  const { page, pageSize } = list.state;
  const query = useTrashQuery(page - 1, pageSize);
  const people = usePeopleQuery();
  const emails = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.id, p.email])),
    [people.data],
  );

  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    const inDays = new Intl.RelativeTimeFormat(i18n.language, { numeric: "auto" });
    const nameOf = (e: TrashEntry) => e.label ?? e.record_id;
    const typeOf = (table: string) => {
      const type = TRASH_TYPES[table];
      return type ? t(type.labelKey) : table;
    };
    // Narrow screens: the type moves under the name, who and when are left out.
    const wide = "hidden md:table-cell";
    return [
      column.accessor("table_name", {
        header: t("admin.trash.columns.type"),
        cell: (info) => typeOf(info.getValue()),
        meta: { headClassName: wide, cellClassName: `${wide} whitespace-nowrap` },
      }),
      column.accessor((e) => nameOf(e), {
        id: "name",
        header: t("admin.trash.columns.name"),
        cell: (info) => (
          <>
            <span className="font-medium">{info.getValue()}</span>
            <span className="text-muted-foreground block text-xs md:hidden">
              {typeOf(info.row.original.table_name)}
            </span>
          </>
        ),
        meta: { cellClassName: "max-w-64 break-words" },
      }),
      column.accessor("deleted_at", {
        header: t("admin.trash.columns.deletedAt"),
        cell: (info) => (
          <time dateTime={info.getValue()}>{when.format(new Date(info.getValue()))}</time>
        ),
        meta: { headClassName: wide, cellClassName: `${wide} whitespace-nowrap` },
      }),
      column.accessor("deleted_by", {
        header: t("admin.trash.columns.deletedBy"),
        cell: (info) => {
          const id = info.getValue();
          return <span dir="ltr">{id ? (emails.get(id) ?? id.slice(0, 8)) : "—"}</span>;
        },
        meta: {
          headClassName: "hidden lg:table-cell",
          cellClassName: "hidden lg:table-cell max-w-48 truncate",
        },
      }),
      column.accessor("purge_after", {
        header: t("admin.trash.columns.purgeAfter"),
        cell: (info) => (
          <time dateTime={info.getValue()}>{inDays.format(daysLeft(info.getValue()), "day")}</time>
        ),
        meta: { cellClassName: "whitespace-nowrap" },
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">{t("admin.trash.columns.actions")}</span>,
        cell: (info) => (
          <TrashRowActions entry={info.row.original} name={nameOf(info.row.original)} />
        ),
        meta: { cellClassName: "text-end" },
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

  if (query.isError)
    return <ErrorState title={t("admin.trash.loadFailed")} onRetry={() => void query.refetch()} />;
  if (!query.isPending && total === 0)
    return <StateMessage icon={Trash2} title={t("admin.trash.empty")} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="border-border rounded-lg border">
        <DataTable
          data-testid="trash-list"
          table={table}
          loading={query.isPending}
          rowProps={(row) => ({ "data-table-name": row.table_name, "data-record": row.record_id })}
        />
      </div>
      {total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </div>
  );
}
