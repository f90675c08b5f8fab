import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { Checkbox } from "@/components/ui/checkbox";
import type { ListWidth, ResourceDef, Row } from "../../define-resource";
import { ListCell } from "../list-cells";
import { RowActions } from "./row-actions";

// Whole class names, so Tailwind finds them; the list's wrapper is the @container.
const SHOWN_FROM: Record<ListWidth, string> = {
  "@3xl": "hidden @3xl:table-cell",
  "@4xl": "hidden @4xl:table-cell",
  "@5xl": "hidden @5xl:table-cell",
  "@6xl": "hidden @6xl:table-cell",
};

/** A content list's columns: selection, the declared columns (the title links to the form), actions. */
export function resourceColumns(def: ResourceDef, t: TFunction): ColumnDef<Row>[] {
  const title = (row: Row) => String(row[def.titleField] ?? "");
  return [
    {
      id: "select",
      meta: { headClassName: "w-10" },
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
          aria-label={t("cms.list.selectRow", { name: title(row.original) })}
          checked={row.getIsSelected()}
          onCheckedChange={(v) => row.toggleSelected(v === true)}
        />
      ),
    },
    ...def.list.columns.map((c): ColumnDef<Row> => ({
      id: c.name,
      header: t(c.label ?? `cms.fields.${c.name}`),
      enableSorting: c.sortable ?? false,
      meta: c.hideBelow && {
        headClassName: SHOWN_FROM[c.hideBelow],
        cellClassName: SHOWN_FROM[c.hideBelow],
      },
      cell: ({ row }) =>
        c.name === def.titleField ? (
          // A long name is cut to one line; the whole of it is the link's title.
          <Link
            to={`/admin/${def.path}/${row.original.id}`}
            dir="auto"
            title={title(row.original)}
            className="text-foreground block max-w-[12rem] truncate font-medium underline-offset-4 hover:underline @5xl:max-w-[18rem]"
          >
            {title(row.original) || "—"}
          </Link>
        ) : (
          <ListCell column={c} row={row.original} />
        ),
    })),
    {
      id: "actions",
      header: () => <span className="sr-only">{t("cms.list.actions")}</span>,
      cell: ({ row }) => <RowActions def={def} row={row.original} />,
    },
  ];
}
