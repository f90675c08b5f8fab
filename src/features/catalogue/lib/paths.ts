/** A product's page, relative to the router (the language prefix is the router's basename). */
export function productPath(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}
