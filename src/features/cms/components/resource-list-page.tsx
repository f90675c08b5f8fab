import * as React from "react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef as TableColumnDef,
  type RowSelectionState,
} from "@tanstack/react-table";
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  Download,
  GripVertical,
  Inbox,
  ListOrdered,
  MoreHorizontal,
  Plus,
  Search,
  SearchX,
  Upload,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { AdminPage } from "@/components/admin-page";
import { downloadCsv } from "@/lib/csv";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useOptionsQuery } from "../api/options-query";
import { useBulkActionMutation, type BulkAction } from "../api/resource-bulk-mutation";
import { getAllMatchingRows } from "../api/resource-export";
import { useResourceListQuery, type ListParams } from "../api/resource-list-query";
import { useReorderMutation } from "../api/resource-reorder-mutation";
import type { FilterDef, ResourceDef, Row } from "../define-resource";
import { toCsv } from "../lib/csv";
import { reorderPage } from "../lib/reorder";
import { ColumnVisibilityMenu, useColumnVisibility } from "./column-visibility";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CsvImportDialog } from "./csv-import-dialog";
import { ListCell } from "./list-cells";
import { MissingTranslationSelect } from "../translations/missing-translation-select";

const PAGE_SIZES = [10, 25, 50, 100];

/** The list's state lives in the URL: ?q=&page=&size=&sort=name|-name&<filter>=. */
function useListParams(def: ResourceDef) {
  const [search, setSearch] = useSearchParams();
  const sortParam = search.get("sort");
  const defaultSort = `${def.list.defaultSort.ascending ? "" : "-"}${def.list.defaultSort.column}`;
  const sort = sortParam ?? defaultSort;
  const size = Number(search.get("size"));
  const filters: Record<string, string> = {};
  for (const f of def.list.filters) {
    const v = search.get(f.name);
    if (v) filters[f.name] = v;
  }
  const params: ListParams = {
    q: search.get("q") ?? "",
    page: Math.max(1, Number(search.get("page")) || 1),
    size: PAGE_SIZES.includes(size) ? size : 25,
    sort: sort.replace(/^-/, ""),
    ascending: !sort.startsWith("-"),
    filters,
  };
  const update = React.useCallback(
    (changes: Record<string, string | null>, resetPage = true) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === "") next.delete(k);
            else next.set(k, v);
          }
          if (resetPage && !("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { params, update, isDefaultSort: sort === defaultSort };
}

export function ResourceListPage({ def }: { def: ResourceDef }) {
  const { t, i18n } = useTranslation();
  const { params, update } = useListParams(def);
  const list = useResourceListQuery(def, params);
  const bulk = useBulkActionMutation(def);
  const reorder = useReorderMutation(def);
  const [selection, setSelection] = React.useState<RowSelectionState>({});
  const [confirm, setConfirm] = React.useState(false);
  const [importing, setImporting] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);
  // A reordered page shown until the refetched list arrives.
  const [order, setOrder] = React.useState<{ for: unknown; rows: Row[] } | null>(null);
  const nf = new Intl.NumberFormat(i18n.language);
  const plural = t(`cms.resources.${def.key}.other`);

  const filtered = params.q !== "" || Object.keys(params.filters).length > 0;
  // Reordering needs the list in sort_order: the whole list, or a subset (featured products).
  const subset = def.list.reorderSubsets?.find(
    (s) =>
      params.q === "" &&
      JSON.stringify(Object.entries(params.filters).sort()) ===
        JSON.stringify(Object.entries(s.filters).sort()),
  );
  const reorderMode =
    Boolean(def.list.reorderable) &&
    params.sort === "sort_order" &&
    params.ascending &&
    (!filtered || subset !== undefined);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(def.key);
  const rows = order && order.for === list.data ? order.rows : (list.data?.rows ?? []);
  // A new search, page or filter starts with nothing selected.
  const selectionScope = JSON.stringify([params.q, params.page, params.size, params.filters]);
  const [scope, setScope] = React.useState(selectionScope);
  if (scope !== selectionScope) {
    setScope(selectionScope);
    setSelection({});
  }

  const selectedIds = Object.keys(selection).filter((k) => selection[k]);

  const columns = React.useMemo<TableColumnDef<Row>[]>(() => {
    const cols: TableColumnDef<Row>[] = [
      {
        id: "select",
        header: ({ table }) => (
          <Checkbox
            aria-label={t("cms.list.selectAll")}
            checked={
              table.getIsAllPageRowsSelected()
                ? true
                : table.getIsSomePageRowsSelected()
                  ? "indeterminate"
                  : false
            }
            onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t("cms.list.selectRow", {
              name: String(row.original[def.titleField] ?? ""),
            })}
            checked={row.getIsSelected()}
            onCheckedChange={(v) => row.toggleSelected(v === true)}
          />
        ),
      },
    ];
    for (const c of def.list.columns) {
      cols.push({
        id: c.name,
        header: t(c.label ?? `cms.fields.${c.name}`),
        enableSorting: c.sortable ?? false,
        cell: ({ row }) =>
          c.name === def.titleField ? (
            <Link
              to={`/admin/${def.path}/${row.original.id}`}
              dir="auto"
              className="text-foreground font-medium underline-offset-4 hover:underline"
            >
              {String(row.original[c.name] ?? "") || "—"}
            </Link>
          ) : (
            <ListCell column={c} row={row.original} />
          ),
      });
    }
    cols.push({
      id: "actions",
      header: () => <span className="sr-only">{t("cms.list.actions")}</span>,
      cell: ({ row }) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t("cms.list.rowActions", {
                name: String(row.original[def.titleField] ?? ""),
              })}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-36 p-1">
            <Link
              to={`/admin/${def.path}/${row.original.id}`}
              className="hover:bg-accent focus-visible:bg-accent block rounded-sm px-2 py-1.5 text-sm outline-none"
            >
              {t("common.edit")}
            </Link>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    });
    return cols;
  }, [def, t]);

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

  async function runBulk(action: BulkAction) {
    try {
      const n = await bulk.mutateAsync({ action, ids: selectedIds });
      setSelection({});
      setConfirm(false);
      toast.success(t(`cms.bulk.${action}Done`, { count: n }));
    } catch {
      setConfirm(false);
      toast.error(t("cms.bulk.failed"));
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await getAllMatchingRows(def, params);
      downloadCsv(
        `${def.path}-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(all, def.csv.columns),
      );
      toast.success(t("cms.export.done", { count: all.length }));
    } catch {
      toast.error(t("cms.export.failed"));
    } finally {
      setExporting(false);
    }
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= rows.length) return;
    const next = reorderPage(
      rows,
      from,
      to,
      subset ? { kind: "slots" } : { kind: "renumber", base: (params.page - 1) * params.size },
    );
    const changes = next.changes;
    setOrder({ for: list.data, rows: next.rows });
    reorder.mutate(changes, {
      onSuccess: () =>
        toast.success(t("cms.reorder.saved", { name: String(rows[from]?.[def.titleField] ?? "") })),
      onError: () => {
        setOrder(null);
        toast.error(t("cms.reorder.failed"));
      },
    });
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = rows.findIndex((r) => String(r.id) === e.active.id);
    const to = rows.findIndex((r) => String(r.id) === e.over!.id);
    if (from >= 0 && to >= 0) move(from, to);
  }

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.size));
  const first = total === 0 ? 0 : (params.page - 1) * params.size + 1;
  const last = Math.min(total, params.page * params.size);

  return (
    <AdminPage
      title={plural}
      description={t(`cms.resources.${def.key}.lead`)}
      actions={
        <>
          {def.csv.import && (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              {t("cms.import.button")}
            </Button>
          )}
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden="true" />
            {t("cms.export.button")}
          </Button>
          <Button asChild>
            <Link to={`/admin/${def.path}/new`}>
              <Plus aria-hidden="true" />
              {t("cms.list.new", { name: t(`cms.resources.${def.key}.one`) })}
            </Link>
          </Button>
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="contents" role="search">
          <SearchBox
            value={params.q}
            label={t("cms.list.search", { name: plural })}
            onChange={(q) => update({ q })}
          />
          {def.list.filters.map((f) => (
            <FilterSelect
              key={f.name}
              filter={f}
              value={params.filters[f.name] ?? ""}
              onChange={(v) => update({ [f.name]: v })}
            />
          ))}
          {filtered && (
            <Button
              variant="ghost"
              onClick={() =>
                update(
                  Object.fromEntries([["q", null], ...def.list.filters.map((f) => [f.name, null])]),
                )
              }
            >
              {t("common.clearFilters")}
            </Button>
          )}
        </div>
        <div className="ms-auto flex flex-wrap gap-2">
          {def.list.reorderSubsets?.map((s) =>
            s === subset && reorderMode ? null : (
              <Button key={s.key} variant="outline" asChild>
                <Link
                  to={`?${new URLSearchParams({ ...s.filters, sort: "sort_order" }).toString()}`}
                >
                  <ListOrdered aria-hidden="true" />
                  {t(`cms.reorder.subsets.${s.key}.button`)}
                </Link>
              </Button>
            ),
          )}
          <ColumnVisibilityMenu
            columns={def.list.columns
              .filter((c) => c.name !== def.titleField)
              .map((c) => ({ id: c.name, label: t(c.label ?? `cms.fields.${c.name}`) }))}
            visibility={columnVisibility}
            onChange={setColumnVisibility}
          />
        </div>
      </div>

      {selectedIds.length > 0 && (
        <div
          className="bg-muted mb-3 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2"
          role="region"
          aria-label={t("cms.bulk.region")}
        >
          <span className="me-auto text-sm font-medium" aria-live="polite">
            {t("cms.bulk.selected", { count: selectedIds.length })}
          </span>
          {def.hasActive && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void runBulk("activate")}
                disabled={bulk.isPending}
              >
                {t("cms.bulk.activate")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void runBulk("deactivate")}
                disabled={bulk.isPending}
              >
                {t("cms.bulk.deactivate")}
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="destructive"
            onClick={() => setConfirm(true)}
            disabled={bulk.isPending}
          >
            {t("cms.bulk.delete")}
          </Button>
        </div>
      )}

      {reorderMode && rows.length > 1 && (
        <p className="text-muted-foreground mb-2 text-sm">
          {t(subset ? `cms.reorder.subsets.${subset.key}.hint` : "cms.reorder.hint")}
        </p>
      )}

      {list.isError ? (
        <ErrorState
          title={t("cms.list.error", { name: plural })}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
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
        filtered ? (
          <StateMessage
            icon={SearchX}
            title={t("cms.list.noMatches")}
            action={
              <Button
                variant="outline"
                onClick={() =>
                  update(
                    Object.fromEntries([
                      ["q", null],
                      ...def.list.filters.map((f) => [f.name, null]),
                    ]),
                  )
                }
              >
                {t("common.clearFilters")}
              </Button>
            }
          />
        ) : (
          <StateMessage
            icon={Inbox}
            title={t("cms.list.empty", { name: plural })}
            text={t(`cms.resources.${def.key}.emptyText`)}
            action={
              <Button asChild>
                <Link to={`/admin/${def.path}/new`}>
                  <Plus aria-hidden="true" />
                  {t("cms.list.new", { name: t(`cms.resources.${def.key}.one`) })}
                </Link>
              </Button>
            }
          />
        )
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <Table>
              <TableHeader>
                {table.getHeaderGroups().map((hg) => (
                  <TableRow key={hg.id}>
                    {reorderMode && (
                      <TableHead className="w-28">
                        <span className="sr-only">{t("cms.reorder.column")}</span>
                      </TableHead>
                    )}
                    {hg.headers.map((h) => {
                      const sortable = h.column.getCanSort();
                      const active = params.sort === h.column.id;
                      return (
                        <TableHead
                          key={h.id}
                          className={h.column.id === "select" ? "w-10" : undefined}
                          aria-sort={
                            active ? (params.ascending ? "ascending" : "descending") : undefined
                          }
                        >
                          {sortable ? (
                            <button
                              type="button"
                              className="hover:text-foreground focus-visible:ring-ring -ms-1 inline-flex items-center gap-1 rounded px-1 focus-visible:ring-2 focus-visible:outline-none"
                              onClick={() =>
                                update({
                                  sort:
                                    active && params.ascending ? `-${h.column.id}` : h.column.id,
                                })
                              }
                            >
                              {flexRender(h.column.columnDef.header, h.getContext())}
                              {active ? (
                                params.ascending ? (
                                  <ArrowUp className="size-3.5" aria-hidden="true" />
                                ) : (
                                  <ArrowDown className="size-3.5" aria-hidden="true" />
                                )
                              ) : (
                                <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                              )}
                            </button>
                          ) : (
                            flexRender(h.column.columnDef.header, h.getContext())
                          )}
                        </TableHead>
                      );
                    })}
                  </TableRow>
                ))}
              </TableHeader>
              <TableBody>
                <SortableContext
                  items={rows.map((r) => String(r.id))}
                  strategy={verticalListSortingStrategy}
                  disabled={!reorderMode}
                >
                  {table.getRowModel().rows.map((row, index) => (
                    <SortableRow
                      key={row.id}
                      id={row.id}
                      enabled={reorderMode}
                      selected={row.getIsSelected()}
                      handle={
                        reorderMode ? (
                          <ReorderButtons
                            name={String(row.original[def.titleField] ?? "")}
                            first={index === 0}
                            last={index === rows.length - 1}
                            busy={reorder.isPending}
                            onUp={() => move(index, index - 1)}
                            onDown={() => move(index, index + 1)}
                          />
                        ) : null
                      }
                    >
                      {row.getVisibleCells().map((cell) => (
                        <TableCell key={cell.id}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </TableCell>
                      ))}
                    </SortableRow>
                  ))}
                </SortableContext>
              </TableBody>
            </Table>
          </DndContext>
        </div>
      )}

      {list.data && total > 0 && (
        <nav
          className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          aria-label={t("cms.list.paging")}
        >
          <p className="text-muted-foreground" aria-live="polite">
            {list.data.estimated
              ? t("cms.list.rangeAbout", {
                  first: nf.format(first),
                  last: nf.format(last),
                  total: nf.format(total),
                })
              : t("cms.list.range", {
                  first: nf.format(first),
                  last: nf.format(last),
                  total: nf.format(total),
                })}
          </p>
          <div className="flex items-center gap-2">
            <label htmlFor="page-size" className="text-muted-foreground">
              {t("cms.list.pageSize")}
            </label>
            <NativeSelect
              id="page-size"
              className="w-20"
              value={String(params.size)}
              onChange={(e) => update({ size: e.target.value })}
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              disabled={params.page <= 1}
              aria-label={t("cms.list.previous")}
              onClick={() => update({ page: String(params.page - 1) }, false)}
            >
              <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
            </Button>
            <span className="tabular-nums">
              {t("cms.list.page", { page: nf.format(params.page), pages: nf.format(pages) })}
            </span>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              disabled={params.page >= pages}
              aria-label={t("cms.list.next")}
              onClick={() => update({ page: String(params.page + 1) }, false)}
            >
              <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
            </Button>
          </div>
        </nav>
      )}

      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t("cms.bulk.deleteTitle", { count: selectedIds.length })}
        description={t("cms.bulk.deleteText", { count: selectedIds.length })}
        confirmLabel={t("cms.bulk.deleteConfirm", { count: selectedIds.length })}
        destructive
        busy={bulk.isPending}
        onConfirm={() => void runBulk("delete")}
      />
      {def.csv.import && <CsvImportDialog def={def} open={importing} onOpenChange={setImporting} />}
    </AdminPage>
  );
}

function SortableRow({
  id,
  enabled,
  selected,
  handle,
  children,
}: {
  id: string;
  enabled: boolean;
  selected: boolean;
  handle: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
  });
  return (
    <TableRow
      ref={setNodeRef}
      data-state={selected ? "selected" : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "bg-accent relative z-10" : undefined}
    >
      {enabled && (
        <TableCell>
          <div className="flex items-center gap-1">
            <button
              type="button"
              className="text-muted-foreground hover:text-foreground cursor-grab touch-none rounded p-1"
              aria-label={t("cms.reorder.drag")}
              {...attributes}
              {...listeners}
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
            {handle}
          </div>
        </TableCell>
      )}
      {children}
    </TableRow>
  );
}

function ReorderButtons({
  name,
  first,
  last,
  busy,
  onUp,
  onDown,
}: {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={first || busy}
        aria-label={t("cms.reorder.up", { name })}
        onClick={onUp}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={last || busy}
        aria-label={t("cms.reorder.down", { name })}
        onClick={onDown}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}

function SearchBox({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange: (q: string) => void;
}) {
  const [text, setText] = React.useState(value);
  const [prev, setPrev] = React.useState(value);
  if (prev !== value) {
    setPrev(value);
    setText(value);
  }
  React.useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="relative w-full sm:w-72">
      <Search
        className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="ps-9"
      />
    </div>
  );
}

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const options = useOptionsQuery(filter.relation?.table ?? "", filter.relation?.label ?? "name");
  const id = `filter-${filter.name}`;
  const label = t(filter.label ?? `cms.fields.${filter.name}`);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-muted-foreground text-xs font-medium">
        {label}
      </label>
      {filter.kind === "translation" ? (
        <MissingTranslationSelect id={id} value={value} onChange={onChange} />
      ) : filter.kind === "text" ? (
        <FilterText id={id} value={value} onChange={onChange} />
      ) : (
        <NativeSelect
          id={id}
          className="w-44"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t("common.all")}</option>
          {filter.kind === "bool" ? (
            <>
              <option value="true">{t("common.yes")}</option>
              <option value="false">{t("common.no")}</option>
            </>
          ) : (
            options.data?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))
          )}
        </NativeSelect>
      )}
    </div>
  );
}

function FilterText({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = React.useState(value);
  const [prev, setPrev] = React.useState(value);
  if (prev !== value) {
    setPrev(value);
    setText(value);
  }
  return (
    <Input
      id={id}
      className="w-40"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => text !== value && onChange(text.trim())}
      onKeyDown={(e) => {
        if (e.key === "Enter") onChange(text.trim());
      }}
    />
  );
}
