const FALLBACK_ORIGIN = "http://127.0.0.1:4173";

/**
 * The site's public origin for absolute URLs (canonical, hreflang, og:url, share links). A build
 * sets VITE_SITE_URL so the prerendered HTML and the hydrated page agree; without it the browser's
 * own origin (or, while prerendering, the preview server's) is used.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL;
  const origin = configured || globalThis.location?.origin || FALLBACK_ORIGIN;
  return origin.replace(/\/+$/, "");
}
