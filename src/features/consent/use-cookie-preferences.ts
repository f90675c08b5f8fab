import { useEffect, useState } from "react";
import {
  COOKIE_PREFERENCES_EVENT,
  COOKIE_PREFERENCES_KEY,
  readCookiePreferences,
  type CookiePreferences,
} from "./consent";

/** The saved cookie choice, kept current across this tab (event) and other tabs (storage). */
export function useCookiePreferences(): CookiePreferences | null {
  // No storage while prerendering: no choice yet (nothing on the page depends on it).
  const [prefs, setPrefs] = useState<CookiePreferences | null>(() =>
    typeof localStorage === "undefined" ? null : readCookiePreferences(localStorage),
  );
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<CookiePreferences>).detail;
      setPrefs(detail ?? readCookiePreferences(localStorage));
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COOKIE_PREFERENCES_KEY) {
        setPrefs(readCookiePreferences(localStorage));
      }
    };
    window.addEventListener(COOKIE_PREFERENCES_EVENT, onUpdate);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(COOKIE_PREFERENCES_EVENT, onUpdate);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return prefs;
}
