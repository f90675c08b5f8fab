import type { ResourceDef, Row } from "../define-resource";
import type { ListParams } from "./resource-list-query";
import { applyListFilters, listSource } from "./resource-list-query";
import { DbRequestError } from "./db";

const BATCH = 1000;

/** Every row matching the list's search and filters (not just the page), in the list's order. */
export async function getAllMatchingRows(
  def: ResourceDef,
  params: Pick<ListParams, "q" | "filters" | "sort" | "ascending">,
): Promise<Row[]> {
  const out: Row[] = [];
  for (let from = 0; ; from += BATCH) {
    let query = applyListFilters(listSource(def, params, "*"), def, params).order(params.sort, {
      ascending: params.ascending,
    });
    if (params.sort !== "id") query = query.order("id", { ascending: true });
    const { data, error } = await query.range(from, from + BATCH - 1);
    if (error) throw new DbRequestError(error);
    const rows = (data ?? []) as unknown as Row[];
    out.push(...rows);
    if (rows.length < BATCH) return out;
  }
}
