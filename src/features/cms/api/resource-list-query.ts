import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ResourceDef, Row } from "../define-resource";
import { isTranslationLanguage, translationDefFor } from "../translations/translatable";
import { cmsKeys } from "./keys";
import { db, DbRequestError } from "./db";

export interface ListParams {
  q: string;
  page: number;
  size: number;
  sort: string;
  ascending: boolean;
  filters: Record<string, string>;
}

export interface ListResult {
  rows: Row[];
  total: number;
  /** The total is the planner's estimate (large tables), not an exact count. */
  estimated: boolean;
}

/** Below this many estimated rows the list asks for an exact count. */
export const EXACT_COUNT_LIMIT = 10_000;

/** Characters that would break a PostgREST or= filter; searching does not need them. */
const cleanSearch = (q: string) => q.replace(/[,()*\\%:"]/g, " ").trim();

interface Filterable {
  eq(column: string, value: unknown): Filterable;
  or(filters: string): Filterable;
  textSearch(
    column: string,
    query: string,
    options?: { type?: "websearch"; config?: string },
  ): Filterable;
}

/** Applies search and filters (the same for the page, the count and the CSV export). */
export function applyListFilters<T>(
  query: T,
  def: ResourceDef,
  params: Pick<ListParams, "q" | "filters">,
): T {
  let out = query as unknown as Filterable;
  const q = params.q.trim();
  if (q) {
    if (def.list.fts) {
      out = out.textSearch(def.list.fts.column, q, {
        type: "websearch",
        config: def.list.fts.config,
      });
    } else {
      const term = cleanSearch(q);
      if (term) out = out.or(def.list.searchColumns.map((c) => `${c}.ilike.*${term}*`).join(","));
    }
  }
  for (const filter of def.list.filters) {
    const value = params.filters[filter.name];
    if (value === undefined || value === "") continue;
    if (filter.kind === "translation") continue; // chooses the source: see listSource
    if (filter.kind === "bool") out = out.eq(filter.name, value === "true");
    else out = out.eq(filter.name, value);
  }
  return out as unknown as T;
}

/**
 * Where the list reads from: the table, or with "missing translations in <language>" the admin
 * function returning that language's incomplete records (search, filters, order, paging and the
 * count apply to its result on the server alike).
 */
export function listSource(
  def: ResourceDef,
  params: Pick<ListParams, "filters">,
  columns: string,
  options?: { count?: "exact" | "planned"; head?: boolean },
) {
  const fromTable = () => db.from(def.table).select(columns, options);
  const tdef = translationDefFor(def.key);
  const filter = def.list.filters.find((f) => f.kind === "translation");
  const language = filter ? params.filters[filter.name] : undefined;
  if (!tdef?.gapsFunction || !isTranslationLanguage(language)) return fromTable();
  return db
    .rpc(tdef.gapsFunction, { _language: language }, { ...options, get: true })
    .select(columns) as unknown as ReturnType<typeof fromTable>;
}

/** One page of a resource's list, with an exact or (on large tables) planned total. */
export async function getResourceList(
  def: ResourceDef,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListResult> {
  const planned = await applyListFilters(
    listSource(def, params, "id", { count: "planned", head: true }),
    def,
    params,
  ).abortSignal(signal ?? new AbortController().signal);
  if (planned.error) throw new DbRequestError(planned.error);
  const estimated = (planned.count ?? 0) >= EXACT_COUNT_LIMIT;

  const from = (params.page - 1) * params.size;
  let query = applyListFilters(
    listSource(def, params, def.select, estimated ? {} : { count: "exact" }),
    def,
    params,
  ).order(params.sort, { ascending: params.ascending });
  if (params.sort !== "id") query = query.order("id", { ascending: true });
  const { data, error, count } = await query
    .range(from, from + params.size - 1)
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw new DbRequestError(error);
  return {
    rows: (data ?? []) as unknown as Row[],
    total: estimated ? (planned.count ?? 0) : (count ?? 0),
    estimated,
  };
}

export function useResourceListQuery(def: ResourceDef, params: ListParams) {
  return useQuery({
    queryKey: cmsKeys.list(def, params),
    queryFn: ({ signal }) => getResourceList(def, params, signal),
    placeholderData: keepPreviousData,
  });
}
