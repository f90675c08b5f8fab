import { hasText } from "@/lib/content-language";
import type { TranslatableField } from "./translatable";

/**
 * Blank = nothing to show: null, whitespace-only text, or a list without a non-blank item. The
 * public pages fall back to English for a blank translation (localize), so blank = not translated.
 */
export const isBlank = (value: unknown): boolean => !hasText(value);

export interface Completeness {
  /** Fields with a translation, among those to translate. */
  filled: number;
  /** Fields to translate: those whose English text is not blank. */
  total: number;
  /** Names of the fields still to translate. */
  missing: string[];
}

/**
 * How much of a record is translated into one language. A field counts only when its English
 * source has text (an empty English field has nothing to translate); it is translated when the
 * translation is not blank. Complete = filled === total (also 0/0). The database function
 * behind the "missing translations" filter applies the same rule.
 */
export function completeness(
  source: Record<string, unknown>,
  translation: Record<string, unknown> | null | undefined,
  fields: readonly TranslatableField[],
): Completeness {
  const toTranslate = fields.filter((f) => !isBlank(source[f.name]));
  const missing = toTranslate.filter((f) => isBlank(translation?.[f.name])).map((f) => f.name);
  return { filled: toTranslate.length - missing.length, total: toTranslate.length, missing };
}

export const isComplete = (c: Completeness) => c.filled === c.total;
