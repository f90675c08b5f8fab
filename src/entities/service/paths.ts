/** The calculator has its own route; its services row must not open the generic detail page. */
export const CALCULATOR_SLUG = "waterproofing-calculator";
export const CALCULATOR_PATH = `/services/${CALCULATOR_SLUG}`;

export function servicePath(slug: string): string {
  return `/services/${encodeURIComponent(slug)}`;
}

/** The service page's route pattern, as seo_settings and the router name it. */
export const SERVICE_DETAIL_ROUTE = "/services/{slug}";
