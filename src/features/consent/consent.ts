export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
}

export type OptionalCategory = Exclude<keyof CookiePreferences, "necessary">;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = [
  "analytics",
  "marketing",
  "personalization",
];

export const COOKIE_PREFERENCES_KEY = "jalraksha-cookie-preferences";
/** Fired on window with the saved preferences as detail. */
export const COOKIE_PREFERENCES_EVENT = "cookiePreferencesUpdated";
export { OPEN_COOKIE_SETTINGS_EVENT, openCookieSettings } from "@/lib/cookie-settings";
export const BANNER_DELAY_MS = 2000;

export const ACCEPT_ALL: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  personalization: true,
};

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  personalization: false,
};

/** Reads the saved choice; anything malformed counts as no choice. */
export function readCookiePreferences(storage: Pick<Storage, "getItem">): CookiePreferences | null {
  let raw: string | null;
  try {
    raw = storage.getItem(COOKIE_PREFERENCES_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    if (!OPTIONAL_CATEGORIES.every((c) => typeof record[c] === "boolean")) return null;
    return {
      necessary: true,
      analytics: record.analytics === true,
      marketing: record.marketing === true,
      personalization: record.personalization === true,
    };
  } catch {
    return null;
  }
}

/** Stores the choice (necessary forced on) and announces it to the page. */
export function saveCookiePreferences(
  prefs: CookiePreferences,
  storage: Pick<Storage, "setItem"> = localStorage,
  target: EventTarget = window,
): CookiePreferences {
  const saved: CookiePreferences = { ...prefs, necessary: true };
  try {
    storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(saved));
  } catch {
    // Without storage the choice still applies to this visit through the event.
  }
  target.dispatchEvent(new CustomEvent(COOKIE_PREFERENCES_EVENT, { detail: saved }));
  return saved;
}
