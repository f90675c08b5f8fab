/**
 * The path to return to after signing in, taken from ?next= (or navigation state). Only
 * same-site paths are honoured: a single leading "/" and no scheme, host, backslash or control
 * characters, so "//evil.example", "/\\evil.example" and "https://evil.example" are refused.
 * Returns null when the value is missing or not safe, and for the auth pages themselves.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim();
  if (path.length === 0 || path.length > 2048) return null;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, "http://same.site");
  } catch {
    return null;
  }
  if (url.origin !== "http://same.site") return null;
  if (["/login", "/reset-password"].includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with the page to come back to. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }) {
  const next = `${location.pathname}${location.search ?? ""}${location.hash ?? ""}`;
  const safe = safeNextPath(next);
  return safe && safe !== "/" ? `/login?next=${encodeURIComponent(safe)}` : "/login";
}
