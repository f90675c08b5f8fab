/**
 * The public pages without a record in their path: prerendered in every language (with every
 * active product's and service's page), listed in the sitemap. Keep in step with routes.tsx.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  "/",
  "/products",
  "/services",
  "/services/waterproofing-calculator",
  "/transport",
  "/exports",
  "/contact",
  "/about",
  "/privacy-policy",
];
