/**
 * Company content in the visitor's language. English lives in the record itself; a translation
 * row (embedded as `translations`, already filtered to one language) may replace any of its
 * translatable fields. A field falls back to English when the translation has no text for it:
 * NULL, only whitespace, or an empty list. The result never has a blank where English has text.
 */

/** A record as read with its translation embedded (a list, as PostgREST embeds to-many). */
export type WithTranslations<T> = T & { translations?: readonly object[] | null };

/** True when a translated value has something to show. */
export function hasText(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0 && value.some(hasText);
  return true;
}

/**
 * The record (without its `translations`) with each of `fields` taken from its translation
 * where that has text.
 */
export function localize<T extends object, K extends keyof T>(
  row: T,
  fields: readonly K[],
): Omit<T, "translations"> {
  const { translations, ...english } = row as T & { translations?: unknown };
  const translation = Array.isArray(translations)
    ? (translations[0] as Partial<Record<K, unknown>> | undefined)
    : undefined;
  if (!translation) return english;
  const out = { ...english } as unknown as Record<K, unknown>;
  for (const field of fields) {
    const value = translation[field];
    if (hasText(value)) out[field] = value;
  }
  return out as unknown as Omit<T, "translations">;
}

/** `localize` over a list. */
export function localizeAll<T extends object, K extends keyof T>(
  rows: readonly T[] | null | undefined,
  fields: readonly K[],
): Omit<T, "translations">[] {
  return (rows ?? []).map((row) => localize(row, fields));
}
