import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { toSupportedLanguage } from "@/i18n/languages";
import { isPrivatePath, localizedPath, splitLanguagePath } from "@/i18n/url-language";

function go(path: string) {
  window.location.replace(`${path}${window.location.search}${window.location.hash}`);
}

/**
 * Keeps the URL's language prefix right after in-app navigation that crosses it: the back office
 * never runs under a prefix, and an unprefixed public page opened from it (where the stored
 * language applies) moves to that language's prefix. Each is a new page load, since the router's
 * basename is the language.
 */
export function useLanguageUrl(): void {
  const location = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    const { lng: prefix, path } = splitLanguagePath(window.location.pathname);
    if (prefix) {
      if (isPrivatePath(path)) go(path);
      return;
    }
    const lng = toSupportedLanguage(i18n.language);
    if (!isPrivatePath(path) && lng !== "en") go(localizedPath(path, lng));
  }, [location, i18n]);
}
