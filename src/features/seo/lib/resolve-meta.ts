import type { SeoRow } from "@/entities/seo-setting";

export interface ResolvedMeta {
  title: string;
  description: string | null;
  keywords: string | null;
  image: string | null;
}

/**
 * What a page puts in its head: a record's own values first, then the route's seo_settings row,
 * then the site's name. A record title gets the site name appended ("Product | Company").
 */
export function resolveMeta(input: {
  row: SeoRow | null;
  siteName: string;
  title?: string | null;
  description?: string | null;
  image?: string | null;
}): ResolvedMeta {
  const { row, siteName } = input;
  const ownTitle = input.title?.trim();
  return {
    title: ownTitle ? `${ownTitle} | ${siteName}` : row?.title?.trim() || siteName,
    description: input.description?.trim() || row?.description?.trim() || null,
    keywords: row?.keywords?.trim() || null,
    image: input.image || row?.og_image || null,
  };
}

/** An absolute URL on this site for a root-relative path; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string, origin = globalThis.location?.origin ?? ""): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
