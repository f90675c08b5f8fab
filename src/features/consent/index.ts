export { CookieConsent } from "./cookie-consent";
export { useCookiePreferences } from "./use-cookie-preferences";
export {
  COOKIE_PREFERENCES_EVENT,
  COOKIE_PREFERENCES_KEY,
  openCookieSettings,
  type CookiePreferences,
} from "./consent";
