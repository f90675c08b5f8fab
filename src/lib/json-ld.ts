/**
 * schema.org structured data for <script type="application/ld+json">, built from content in the
 * page's language. Google's rich-result documentation lists what each type requires; the
 * builders only emit a type when its required properties are known.
 */

export type JsonLdObject = { "@context"?: string; "@type": string } & Record<string, unknown>;

const CONTEXT = "https://schema.org";

/**
 * The JSON as it may sit inside a <script> element: "<", ">" and "&" are written as \u escapes
 * (so content holding "</script>" or "<!--" cannot end the element), and so are U+2028/U+2029.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export interface LinkedName {
  name: string;
  /** Absolute URL; the last breadcrumb (the current page) may have none. */
  url?: string;
}

/** BreadcrumbList: every item has a position and a name, and all but the last an `item` URL. */
export function breadcrumbListLd(items: LinkedName[]): JsonLdObject | null {
  if (items.length === 0) return null;
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/** ItemList of pages (a summary list, as Google's carousel describes it): position and url. */
export function itemListLd(items: Required<LinkedName>[], name?: string): JsonLdObject | null {
  if (items.length === 0) return null;
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    ...(name ? { name } : {}),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: item.url,
      name: item.name,
    })),
  };
}

export interface VideoFacts {
  name: string;
  description: string | null;
  thumbnailUrl: string;
  /** ISO 8601 date-time the video was published. */
  uploadDate: string;
  embedUrl: string;
  inLanguage: string;
}

/** VideoObject: name, thumbnailUrl and uploadDate are required; description is recommended. */
export function videoObjectLd(video: VideoFacts): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "VideoObject",
    name: video.name,
    // Google asks for a description; the title stands in when a video has none.
    description: video.description?.trim() || video.name,
    thumbnailUrl: [video.thumbnailUrl],
    uploadDate: video.uploadDate,
    embedUrl: video.embedUrl,
    inLanguage: video.inLanguage,
  };
}

export interface OrganizationFacts {
  name: string;
  url: string;
  logo: string;
  description?: string | null;
  address: {
    streetAddress: string | null;
    addressLocality: string | null;
    addressRegion: string | null;
    postalCode: string | null;
    addressCountry: string | null;
  } | null;
  contactPoints: { contactType: string; telephone?: string; email?: string }[];
  sameAs: string[];
  inLanguage: string;
}

const withoutBlanks = (o: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v != null && v.trim() !== ""));

/** Organization: name, url and logo, with the address, contact points and profiles known. */
export function organizationLd(org: OrganizationFacts): JsonLdObject {
  const address = org.address ? withoutBlanks(org.address) : {};
  const contactPoint = org.contactPoints
    .filter((c) => c.telephone || c.email)
    .map((c) => ({
      "@type": "ContactPoint",
      ...withoutBlanks(c),
      availableLanguage: org.inLanguage,
    }));
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: org.name,
    url: org.url,
    logo: org.logo,
    ...(org.description ? { description: org.description } : {}),
    ...(Object.keys(address).length ? { address: { "@type": "PostalAddress", ...address } } : {}),
    ...(contactPoint.length ? { contactPoint } : {}),
    ...(org.sameAs.length ? { sameAs: org.sameAs } : {}),
  };
}
