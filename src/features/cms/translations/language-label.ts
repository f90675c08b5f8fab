import * as React from "react";
import { useTranslation } from "react-i18next";
import { findLanguage } from "@/i18n/languages";

/** Language names in the admin's UI language ("Marathi", "الماراثية"), English if unknown. */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  return React.useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language, "en"], { type: "language" });
    } catch {
      names = null;
    }
    return (code: string) => {
      const fallback = findLanguage(code)?.englishName ?? code;
      const name = names?.of(code);
      return name && name !== code ? name : fallback;
    };
  }, [i18n.language]);
}
