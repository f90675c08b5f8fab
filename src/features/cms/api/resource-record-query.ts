import { useQuery } from "@tanstack/react-query";
import type { ResourceDef, Row } from "../define-resource";
import { cmsKeys } from "./keys";
import { db, DbRequestError } from "./db";

/** One record by id, or null when it does not exist (or is not visible). */
export async function getResourceRecord(
  def: ResourceDef,
  id: string,
  signal?: AbortSignal,
): Promise<Row | null> {
  const { data, error } = await db
    .from(def.table)
    .select("*")
    .eq("id", id)
    .abortSignal(signal ?? new AbortController().signal)
    .maybeSingle();
  if (error) throw new DbRequestError(error);
  return (data as Row | null) ?? null;
}

export function useResourceRecordQuery(def: ResourceDef, id: string | undefined) {
  return useQuery({
    queryKey: cmsKeys.record(def, id ?? ""),
    queryFn: ({ signal }) => getResourceRecord(def, id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
