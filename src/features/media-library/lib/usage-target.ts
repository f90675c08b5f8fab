import type { MediaUsage } from "@/entities/media-object";

/** Content tables whose records are edited at /admin/<path>/<id>. */
const LIST_PATHS: Record<string, string> = {
  banners: "banners",
  brands: "brands",
  categories: "categories",
  products: "products",
  services: "services",
  videos: "videos",
  seo_settings: "seo",
  social_links: "social-media",
  transport_companies: "transport",
};

/** Tables with one row, edited on a page of their own. */
const SINGLE_PAGES: Record<string, string> = {
  site_settings: "/admin/settings",
  whatsapp_settings: "/admin/whatsapp",
};

const LABELS: Record<string, string> = {
  banners: "admin.nav.banners",
  brands: "admin.nav.brands",
  categories: "admin.nav.categories",
  products: "admin.nav.products",
  services: "admin.nav.services",
  videos: "admin.nav.videos",
  seo_settings: "admin.nav.seo",
  social_links: "admin.nav.socialMedia",
  transport_companies: "admin.nav.transport",
  site_settings: "admin.nav.siteSettings",
  whatsapp_settings: "admin.nav.whatsapp",
  trash: "admin.media.trash",
};

/** A translation table's parent: product_translations → products, category_… → categories. */
function parentTable(table: string): string {
  const singular = table.replace(/_translations$/, "");
  if (singular === table) return table;
  if (singular.endsWith("y")) return `${singular.slice(0, -1)}ies`;
  return `${singular}s`;
}

export interface UsageTarget {
  /** The section's label key (Products, Company settings, Trash …). */
  labelKey: string;
  /** The record's edit page, or null when it has none the library knows (the trash). */
  to: string | null;
}

/** Where a usage is edited: a translation is edited on its parent record's page. */
export function usageTarget(usage: Pick<MediaUsage, "table" | "id">): UsageTarget {
  const table = parentTable(usage.table);
  const labelKey = LABELS[table] ?? "admin.media.otherTable";
  const single = SINGLE_PAGES[table];
  if (single) return { labelKey, to: single };
  const list = LIST_PATHS[table];
  return { labelKey, to: list && usage.id ? `/admin/${list}/${usage.id}` : null };
}

export interface UsageGroup extends UsageTarget {
  key: string;
  label: string | null;
  columns: string[];
  languages: string[];
}

/** One entry per record: a record using the file in several columns or translations is listed once. */
export function groupUsages(usages: readonly MediaUsage[]): UsageGroup[] {
  const groups = new Map<string, UsageGroup>();
  for (const usage of usages) {
    const target = usageTarget(usage);
    const key = `${target.labelKey}|${target.to ?? `${usage.table}|${usage.id}`}`;
    const group = groups.get(key) ?? { ...target, key, label: null, columns: [], languages: [] };
    // The record's own name wins over a translation's.
    if (usage.label && (!group.label || !usage.language)) group.label = usage.label;
    if (!group.columns.includes(usage.column)) group.columns.push(usage.column);
    if (usage.language && !group.languages.includes(usage.language))
      group.languages.push(usage.language);
    groups.set(key, group);
  }
  return [...groups.values()];
}
