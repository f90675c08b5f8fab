import { useTranslation } from "react-i18next";
import { toContentLanguage, type ContentLanguage } from "./content-language";

/** The visitor's chosen language for company content (re-renders when it changes). */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return toContentLanguage(i18n.language);
}
