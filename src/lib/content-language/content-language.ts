import { DEFAULT_LANGUAGE, toSupportedLanguage } from "@/i18n/languages";

/** The language company content is read in: a supported site language code ("en" for English). */
export type ContentLanguage = string;

export function toContentLanguage(code: string | null | undefined): ContentLanguage {
  return toSupportedLanguage(code);
}

/** English is the record itself: no translation needs to be embedded. */
export function needsTranslation(lang: ContentLanguage): boolean {
  return lang !== DEFAULT_LANGUAGE;
}

/**
 * The select fragment that embeds a record's translation: `, translations:<table>(<columns>)`,
 * or nothing for English. Pair it with `.eq("<path>translations.language", lang)` (see
 * `translationFilter`) so only the one language comes back, in the same request.
 */
export function translationsEmbed(
  table: string,
  columns: readonly string[],
  lang: ContentLanguage,
): string {
  return needsTranslation(lang) ? `, translations:${table}(${columns.join(", ")})` : "";
}

/** The filters to apply for `translationsEmbed`s at these paths ("" for the top-level record). */
export function translationFilters(
  lang: ContentLanguage,
  paths: readonly string[] = [""],
): [column: string, value: string][] {
  if (!needsTranslation(lang)) return [];
  return paths.map((p) => [`${p ? `${p}.` : ""}translations.language`, lang]);
}
