/** The calculator has its own route; its services row must not open the generic detail page. */
export const CALCULATOR_SLUG = "waterproofing-calculator";
export const CALCULATOR_PATH = `/services/${CALCULATOR_SLUG}`;

export function servicePath(slug: string): string {
  return `/services/${encodeURIComponent(slug)}`;
}

/** The contact page, with the subject filled in when one is given. */
export function contactPath(subject?: string | null): string {
  const value = subject?.trim();
  return value ? `/contact?${new URLSearchParams({ subject: value }).toString()}` : "/contact";
}
