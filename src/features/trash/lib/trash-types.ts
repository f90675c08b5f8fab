/** What the Trash page says a trashed row is, and where its records are edited. */
export interface TrashType {
  /** The content type's sidebar label (admin.nav.*). */
  labelKey: string;
  /** The record's edit page once restored, or null (a one-record page). */
  editPath: ((id: string) => string) | null;
}

const edit = (path: string) => (id: string) => `/admin/${path}/${id}`;

/** Every table with a trash trigger (supabase/migrations/20261128110000_trash.sql). */
export const TRASH_TYPES: Record<string, TrashType> = {
  products: { labelKey: "admin.nav.products", editPath: edit("products") },
  categories: { labelKey: "admin.nav.categories", editPath: edit("categories") },
  brands: { labelKey: "admin.nav.brands", editPath: edit("brands") },
  services: { labelKey: "admin.nav.services", editPath: edit("services") },
  transport_companies: { labelKey: "admin.nav.transport", editPath: edit("transport") },
  videos: { labelKey: "admin.nav.videos", editPath: edit("videos") },
  banners: { labelKey: "admin.nav.banners", editPath: edit("banners") },
  seo_settings: { labelKey: "admin.nav.seo", editPath: edit("seo") },
  social_links: { labelKey: "admin.nav.socialMedia", editPath: edit("social-media") },
  whatsapp_settings: { labelKey: "admin.nav.whatsapp", editPath: null },
  site_settings: { labelKey: "admin.nav.siteSettings", editPath: null },
};

const DAY_MS = 86_400_000;

/** Whole days until purge_after (0 once due; the purge job runs every few minutes). */
export function daysLeft(purgeAfter: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(purgeAfter).getTime() - now) / DAY_MS));
}
