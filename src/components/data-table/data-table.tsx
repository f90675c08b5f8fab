import type { ComponentProps, ReactNode } from "react";
import {
  flexRender,
  type ColumnMeta,
  type Row,
  type RowData,
  type Table as TableModel,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { nextSort, type SortState } from "./url-state";

type RowAttributes = ComponentProps<"tr"> & { [data: `data-${string}`]: string | undefined };

declare module "@tanstack/react-table" {
  /** Per-column looks, set in a column's `meta`. */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the library's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    headClassName?: string;
    cellClassName?: string;
  }
}

const meta = (column: { columnDef: { meta?: ColumnMeta<never, unknown> } }) =>
  column.columnDef.meta ?? {};

/**
 * A TanStack table rendered the one way every admin list looks: sortable headers (columns with
 * `enableSorting: true`; the sort is the URL's: `sort` and `onSort`), skeleton rows while
 * loading, then the rows.
 */
export function DataTable<T>({
  table,
  sort = null,
  onSort,
  loading = false,
  skeletonRows = 6,
  rowProps,
  renderRow,
  leadingHead,
  colgroup,
  ...props
}: {
  table: TableModel<T>;
  sort?: SortState | null;
  onSort?: (sort: SortState) => void;
  loading?: boolean;
  skeletonRows?: number;
  /** Attributes of a row's <tr> (test ids, state). */
  rowProps?: (row: T) => RowAttributes;
  /** Renders a row's <tr> itself around its cells (e.g. a draggable row). */
  renderRow?: (row: Row<T>, index: number, cells: ReactNode) => ReactNode;
  /** An extra first header cell, for a column `renderRow` adds. */
  leadingHead?: ReactNode;
  colgroup?: ReactNode;
} & Omit<ComponentProps<typeof Table>, "children">) {
  const columns = table.getVisibleLeafColumns();
  return (
    <Table aria-busy={loading || undefined} {...props}>
      {colgroup}
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {leadingHead}
            {group.headers.map((header) => {
              const id = header.column.id;
              const active = sort?.id === id;
              const content = header.isPlaceholder
                ? null
                : flexRender(header.column.columnDef.header, header.getContext());
              return (
                <TableHead
                  key={header.id}
                  className={meta(header.column).headClassName}
                  aria-sort={active ? (sort.desc ? "descending" : "ascending") : undefined}
                >
                  {onSort && header.column.columnDef.enableSorting === true ? (
                    <button
                      type="button"
                      className="hover:text-foreground focus-visible:ring-ring -ms-1 inline-flex items-center gap-1 rounded px-1 focus-visible:ring-2 focus-visible:outline-none"
                      onClick={() => onSort(nextSort(sort, id))}
                    >
                      {content}
                      {active ? (
                        sort.desc ? (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        )
                      ) : (
                        <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    content
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {loading
          ? Array.from({ length: skeletonRows }, (_, i) => (
              <TableRow key={i}>
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    <Skeleton className="h-5 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : table.getRowModel().rows.map((row, index) => {
              const cells = row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={meta(cell.column).cellClassName}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ));
              return renderRow ? (
                renderRow(row, index, cells)
              ) : (
                <TableRow
                  key={row.id}
                  data-state={row.getIsSelected() ? "selected" : undefined}
                  {...rowProps?.(row.original)}
                >
                  {cells}
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
