import { useQuery } from "@tanstack/react-query";
import { cmsKeys } from "./keys";
import { db, DbRequestError } from "./db";

export interface Option {
  value: string;
  label: string;
}

/** A related table's rows as select options (id + label column), by label. */
export async function getOptions(
  table: string,
  label: string,
  signal?: AbortSignal,
): Promise<Option[]> {
  const { data, error } = await db
    .from(table)
    .select(`id, ${label}`)
    .order(label)
    .limit(1000)
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw new DbRequestError(error);
  return ((data ?? []) as unknown as Record<string, unknown>[]).map((r) => ({
    value: String(r.id),
    label: String(r[label] ?? ""),
  }));
}

export function useOptionsQuery(table: string, label: string) {
  return useQuery({
    queryKey: [...cmsKeys.options(table), label],
    queryFn: ({ signal }) => getOptions(table, label, signal),
    enabled: table !== "",
  });
}
