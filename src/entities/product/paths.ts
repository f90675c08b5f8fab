/** A product's page, relative to the router (the language prefix is the router's basename). */
export function productPath(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

/** The product page's route pattern, as seo_settings and the router name it. */
export const PRODUCT_DETAIL_ROUTE = "/products/{slug}";

/** "/products/some-slug" -> "some-slug"; other paths have no product. */
export function productSlugOf(pathname: string): string | null {
  const match = /^\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname);
  return match?.[1] ?? null;
}
