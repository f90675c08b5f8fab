/** Fired on window (e.g. by the footer link) to reopen the cookie preferences dialog. */
export const OPEN_COOKIE_SETTINGS_EVENT = "openCookieSettings";

/** Asks the cookie consent (wherever it is mounted) to open its preferences dialog. */
export function openCookieSettings(target: EventTarget = window): void {
  target.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
