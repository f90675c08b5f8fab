import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import {
  THEME_STORAGE_KEY,
  applyTheme,
  readThemePreference,
  resolveTheme,
  type ThemePreference,
} from "./theme";
import { ThemeContext } from "./theme-context";

const DARK_QUERY = "(prefers-color-scheme: dark)";

const themeListeners = new Set<() => void>();
/** The choice made while storage is unavailable (private mode): it lasts for this visit. */
let memoryTheme: ThemePreference | null = null;

function subscribeTheme(notify: () => void) {
  themeListeners.add(notify);
  return () => themeListeners.delete(notify);
}

/** The last change event's value: what the media query reports from then on. */
let changedSystemDark: boolean | null = null;

function subscribeSystemDark(notify: () => void) {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  changedSystemDark = null;
  const onChange = (event: MediaQueryListEvent) => {
    changedSystemDark = event.matches;
    notify();
  };
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function systemPrefersDark(): boolean {
  if (changedSystemDark !== null) return changedSystemDark;
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

// A prerendered page is rendered without a visitor: system theme, light. Hydration starts from
// these values and then re-renders with the stored choice, so the HTML always matches.
const serverTheme = (): ThemePreference => "system";
const serverSystemDark = () => false;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(
    subscribeTheme,
    () => memoryTheme ?? readThemePreference(localStorage),
    serverTheme,
  );
  const systemDark = useSyncExternalStore(subscribeSystemDark, systemPrefersDark, serverSystemDark);

  const resolvedTheme = resolveTheme(theme, systemDark);

  useEffect(() => {
    applyTheme(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback((next: ThemePreference) => {
    try {
      if (next === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this visit.
      memoryTheme = next;
    }
    themeListeners.forEach((notify) => notify());
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
