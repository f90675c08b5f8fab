import { useMemo } from "react";
import { useListState, type ListSpec } from "@/components/data-table";
import type { ListParams } from "../../api/resource-list-query";
import type { ResourceDef } from "../../define-resource";

/** The list's URL spec from its declaration: its filters and the columns it may be sorted by. */
export function listSpec(def: ResourceDef): ListSpec {
  const { columns, defaultSort, filters, reorderable } = def.list;
  return {
    filters: filters.map((f) => f.name),
    sortKeys: [
      ...columns.filter((c) => c.sortable).map((c) => c.name),
      defaultSort.column,
      ...(reorderable ? ["sort_order"] : []),
    ],
    defaultSort: { id: defaultSort.column, desc: !defaultSort.ascending },
  };
}

/** A content list's state in the URL (?q=&page=&size=&sort=name|-name&<filter>=) and its query. */
export function useResourceListState(def: ResourceDef) {
  const spec = useMemo(() => listSpec(def), [def]);
  const list = useListState(spec);
  const { q, page, pageSize, sort, filters } = list.state;
  const params = useMemo<ListParams>(
    () => ({
      q,
      page,
      size: pageSize,
      sort: sort?.id ?? def.list.defaultSort.column,
      ascending: !sort?.desc,
      filters,
    }),
    [q, page, pageSize, sort, filters, def],
  );
  return { list, params };
}
