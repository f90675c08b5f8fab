import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { bannerKeys } from "@/entities/banner";
import { brandKeys } from "@/entities/brand";
import { categoryKeys } from "@/entities/category";
import { productKeys } from "@/entities/product";
import { seoKeys } from "@/entities/seo-setting";
import { serviceKeys } from "@/entities/service";
import { siteSettingsKeys } from "@/entities/site-settings";
import { socialLinkKeys } from "@/entities/social-link";
import { transportKeys } from "@/entities/transport-company";
import { videoKeys } from "@/entities/video";
import { whatsappKeys } from "@/entities/whatsapp-settings";
import type { ListParams } from "./resource-list-query";

/**
 * Each table's entity key (translations tables count as their parent's). The back office's
 * views of a table live under it, next to the public ones, so one invalidation refreshes both.
 */
const ENTITY_KEYS: Readonly<Record<string, QueryKey>> = {
  products: productKeys.all,
  product_translations: productKeys.all,
  categories: categoryKeys.all,
  category_translations: categoryKeys.all,
  brands: brandKeys.all,
  services: serviceKeys.all,
  service_translations: serviceKeys.all,
  banners: bannerKeys.all,
  banner_translations: bannerKeys.all,
  videos: videoKeys.all,
  video_translations: videoKeys.all,
  transport_companies: transportKeys.all,
  social_links: socialLinkKeys.all,
  seo_settings: seoKeys.all,
  seo_setting_translations: seoKeys.all,
  whatsapp_settings: whatsappKeys.all,
  whatsapp_setting_translations: whatsappKeys.all,
  site_settings: siteSettingsKeys.all,
  site_setting_translations: siteSettingsKeys.all,
};

/** Tables whose rows other tables' public views embed (a product card names its category). */
const ALSO_SHOWN_UNDER: Readonly<Record<string, readonly QueryKey[]>> = {
  categories: [productKeys.all],
  category_translations: [productKeys.all],
  brands: [productKeys.all],
  // The contact page's details block shows the social links next to the settings.
  social_links: [siteSettingsKeys.all],
};

/** The key every view of `table` lives under. */
export function tableKey(table: string): QueryKey {
  return ENTITY_KEYS[table] ?? ["cms", "table", table];
}

/** The keys to invalidate after a write to `table`: its own and those of views embedding it. */
export function keysShowing(table: string): QueryKey[] {
  return [tableKey(table), ...(ALSO_SHOWN_UNDER[table] ?? [])];
}

/** Marks every view of `table` stale (refetching those on screen) after a write to it. */
export function invalidateTable(qc: QueryClient, table: string): Promise<void> {
  return Promise.all(keysShowing(table).map((queryKey) => qc.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

interface ResourceRef {
  key: string;
  table: string;
}

export const cmsKeys = {
  resource: (def: ResourceRef) => [...tableKey(def.table), "admin", def.key] as const,
  list: (def: ResourceRef, params: ListParams) =>
    [...cmsKeys.resource(def), "list", params] as const,
  record: (def: ResourceRef, id: string) => [...cmsKeys.resource(def), "record", id] as const,
  options: (table: string) => [...tableKey(table), "admin", "options"] as const,
  history: (table: string, id: string) => [...tableKey(table), "admin", "history", id] as const,
  translations: (table: string, id: string) =>
    [...tableKey(table), "admin", "translations", table, id] as const,
};
