import type { ReactNode } from "react";
import { ListOrdered } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { VisibilityState } from "@tanstack/react-table";
import { Link } from "react-router";
import { ColumnMenu, SearchBox, Toolbar, type ListControls } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import type { ResourceDef } from "../../define-resource";
import { FilterSelect } from "./resource-filters";

/** Search, the declared filters, the reorder views, the column menu; the bulk bar below. */
export function ResourceToolbar({
  def,
  list,
  reorderSubset,
  columnVisibility,
  onColumnVisibility,
  bulk,
}: {
  def: ResourceDef;
  list: ListControls;
  /** The reorder view being shown, if any (its button is then left out). */
  reorderSubset: string | undefined;
  columnVisibility: VisibilityState;
  onColumnVisibility: (next: VisibilityState) => void;
  bulk: ReactNode;
}) {
  const { t } = useTranslation();
  const plural = t(`cms.resources.${def.key}.other`);
  return (
    <Toolbar
      search={
        <SearchBox
          className="w-full sm:w-72"
          value={list.state.q}
          onSearch={list.setSearch}
          label={t("cms.list.search", { name: plural })}
        />
      }
      filters={def.list.filters.map((f) => (
        <FilterSelect
          key={f.name}
          filter={f}
          value={list.state.filters[f.name] ?? ""}
          onChange={(v) => list.setFilter(f.name, v)}
        />
      ))}
      clearable={list.filtered}
      onClear={list.clearFilters}
      end={
        <>
          {def.list.reorderSubsets?.map((s) =>
            s.key === reorderSubset ? null : (
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
          <ColumnMenu
            columns={def.list.columns
              .filter((c) => c.name !== def.titleField)
              .map((c) => ({ id: c.name, label: t(c.label ?? `cms.fields.${c.name}`) }))}
            visibility={columnVisibility}
            onChange={onColumnVisibility}
          />
        </>
      }
      bulk={bulk}
    />
  );
}
