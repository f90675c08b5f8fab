import { useQuery } from "@tanstack/react-query";
import type { TranslationDef } from "../translations/translatable";
import { cmsKeys } from "./keys";
import { db, DbRequestError } from "./db";

/** A translations-table row: the record's texts in one language (NULL = falls back to English). */
export type TranslationRow = Record<string, unknown> & { language: string; updated_at: string };

export const translationKeys = {
  record: (table: string, id: string) => cmsKeys.translations(table, id),
};

/** Every language's translation row of one record (one request). */
export async function getRecordTranslations(
  tdef: TranslationDef,
  id: string,
  signal?: AbortSignal,
): Promise<TranslationRow[]> {
  const { data, error } = await db
    .from(tdef.table)
    .select("*")
    .eq(tdef.fk, id)
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw new DbRequestError(error);
  return (data ?? []) as TranslationRow[];
}

export function useRecordTranslationsQuery(tdef: TranslationDef, id: string) {
  return useQuery({
    queryKey: translationKeys.record(tdef.table, id),
    queryFn: ({ signal }) => getRecordTranslations(tdef, id, signal),
    staleTime: 0,
  });
}
