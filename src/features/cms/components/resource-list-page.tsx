import * as React from "react";
import { getCoreRowModel, useReactTable, type RowSelectionState } from "@tanstack/react-table";
import { Inbox, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { DataTable, Pager, useColumnVisibility } from "@/components/data-table";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table";
import { useResourceListQuery } from "../api/resource-list-query";
import type { ResourceDef } from "../define-resource";
import { BulkActions } from "./resource-list/bulk-actions";
import { ImportExportActions, NewRecordButton } from "./resource-list/import-export";
import {
  ReorderButtons,
  ReorderContext,
  SortableRow,
  reorderModeOf,
  useReorder,
} from "./resource-list/reorder";
import { resourceColumns } from "./resource-list/resource-columns";
import { ResourceToolbar } from "./resource-list/resource-toolbar";
import { useResourceListState } from "./resource-list/use-resource-list-state";

/** A content type's list: its declaration (`def.list`) on the admin data-table kit. */
export function ResourceListPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const { list, params } = useResourceListState(def);
  const query = useResourceListQuery(def, params);
  const reorderMode = reorderModeOf(def, params);
  const reorder = useReorder(def, params, query.data, reorderMode.subset);
  const rows = reorder.rows;
  const plural = t(`cms.resources.${def.key}.other`);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(`cms.columns.${def.key}`);

  // A new search, page or filter starts with nothing selected.
  const [selection, setSelection] = React.useState<RowSelectionState>({});
  const selectionScope = JSON.stringify([params.q, params.page, params.size, params.filters]);
  const [scope, setScope] = React.useState(selectionScope);
  if (scope !== selectionScope) {
    setScope(selectionScope);
    setSelection({});
  }
  const selectedIds = Object.keys(selection).filter((k) => selection[k]);

  const columns = React.useMemo(() => resourceColumns(def, t), [def, t]);
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (r) => String(r.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    state: { rowSelection: selection, columnVisibility },
    onRowSelectionChange: setSelection,
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility(typeof updater === "function" ? updater(columnVisibility) : updater),
  });

  const total = query.data?.total ?? 0;
  const reordering = reorderMode.enabled;

  return (
    <AdminPage
      title={plural}
      description={t(`cms.resources.${def.key}.lead`)}
      actions={<ImportExportActions def={def} params={params} />}
    >
      <ResourceToolbar
        def={def}
        list={list}
        reorderSubset={reordering ? reorderMode.subset?.key : undefined}
        columnVisibility={columnVisibility}
        onColumnVisibility={setColumnVisibility}
        bulk={<BulkActions def={def} selectedIds={selectedIds} onDone={() => setSelection({})} />}
      />

      {reordering && rows.length > 1 && (
        <p className="text-muted-foreground mb-2 text-sm">
          {t(
            reorderMode.subset
              ? `cms.reorder.subsets.${reorderMode.subset.key}.hint`
              : "cms.reorder.hint",
          )}
        </p>
      )}

      {query.isError ? (
        <ErrorState
          title={t("cms.list.error", { name: plural })}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <div
          className="grid gap-2 rounded-md border p-3"
          aria-busy="true"
          aria-label={t("common.loading")}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-11" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        list.filtered ? (
          <StateMessage
            icon={SearchX}
            title={t("cms.list.noMatches")}
            action={
              <Button variant="outline" onClick={list.clearFilters}>
                {t("common.clearFilters")}
              </Button>
            }
          />
        ) : (
          <StateMessage
            icon={Inbox}
            title={t("cms.list.empty", { name: plural })}
            text={t(`cms.resources.${def.key}.emptyText`)}
            action={<NewRecordButton def={def} />}
          />
        )
      ) : (
        <div className="@container mb-4 overflow-x-auto rounded-md border" data-list-table="">
          <ReorderContext rows={rows} enabled={reordering} onMove={reorder.move}>
            <DataTable
              table={table}
              sort={list.state.sort}
              onSort={list.setSort}
              leadingHead={
                reordering && (
                  <TableHead className="w-28">
                    <span className="sr-only">{t("cms.reorder.column")}</span>
                  </TableHead>
                )
              }
              renderRow={(row, index, cells) => (
                <SortableRow
                  key={row.id}
                  id={row.id}
                  enabled={reordering}
                  selected={row.getIsSelected()}
                  handle={
                    reordering ? (
                      <ReorderButtons
                        name={String(row.original[def.titleField] ?? "")}
                        first={index === 0}
                        last={index === rows.length - 1}
                        busy={reorder.busy}
                        onUp={() => reorder.move(index, index - 1)}
                        onDown={() => reorder.move(index, index + 1)}
                      />
                    ) : null
                  }
                >
                  {cells}
                </SortableRow>
              )}
            />
          </ReorderContext>
        </div>
      )}

      {query.data && total > 0 && (
        <Pager
          page={params.page}
          pageSize={params.size}
          total={total}
          estimated={query.data.estimated}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </AdminPage>
  );
}
