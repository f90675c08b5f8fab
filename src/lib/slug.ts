/** The database's slug rule (public.is_slug): lowercase words of [a-z0-9] joined by single dashes, 120 characters at most. */
export const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** A URL slug from a name: "Jal Seal 2K — Primer!" -> "jal-seal-2k-primer". Empty when nothing usable. */
export function slugify(input: string): string {
  const base = input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (base.length <= SLUG_MAX) return base;
  return (
    base
      .slice(0, SLUG_MAX)
      .replace(/-+[^-]*$/, "")
      .replace(/-+$/g, "") || base.slice(0, SLUG_MAX)
  );
}
