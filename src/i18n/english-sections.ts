import i18n from "i18next";
import { DEFAULT_LANGUAGE } from "./languages";
import type { LanguageBundle } from "./sections";

/**
 * Adds English sections that are not in the entry chunk (see LAZY_ENGLISH_SECTIONS); called by
 * the code that uses them, as its chunk loads, so they are there before its components render.
 * (The other languages' chunks hold every section.)
 */
export function addEnglishSections(sections: Partial<LanguageBundle>): void {
  const add = () => i18n.addResourceBundle(DEFAULT_LANGUAGE, "translation", sections, true, false);
  if (i18n.isInitialized) add();
  else i18n.on("initialized", add);
}
