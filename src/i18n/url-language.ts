import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./languages";

/**
 * Language in the URL: English unprefixed (/products), every other language under its own
 * prefix (/hi/products). The back office and the sign-in pages stay unprefixed and take the
 * stored choice instead; they are never prerendered.
 */
export const PRIVATE_PATH_PREFIXES = [
  "/admin",
  "/admin-setup",
  "/login",
  "/reset-password",
  "/support",
] as const;

const PREFIXED = new Set(LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE));

export interface SplitPath {
  /** The prefix's language, or null for an unprefixed path. */
  lng: string | null;
  /** The path without the prefix, always starting with "/". */
  path: string;
}

export function splitLanguagePath(pathname: string): SplitPath {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && PREFIXED.has(match[1]!)) return { lng: match[1]!, path: match[2] || "/" };
  return { lng: null, path: pathname || "/" };
}

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The router's basename for a language: "" for English, "/hi" for Hindi. */
export function languageBasename(lng: string): string {
  return PREFIXED.has(lng) ? `/${lng}` : "";
}

/** A public path in a language: ("/products", "hi") → "/hi/products"; ("/", "hi") → "/hi". */
export function localizedPath(path: string, lng: string): string {
  const base = languageBasename(lng);
  if (!base || isPrivatePath(path)) return path;
  return path === "/" ? base : `${base}${path}`;
}
