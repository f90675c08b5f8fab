import {
  Boxes,
  Building2,
  FolderTree,
  Image,
  PlaySquare,
  Search,
  Share2,
  Tags,
  Truck,
  Wrench,
} from "lucide-react";
import type { ContentTypeNav } from "./define-resource";

/**
 * Each content type's place in the back office: its path under /admin and its sidebar entry. The
 * sidebar reads only this light table, so the admin frame does not carry the declarations (their
 * schemas, columns and forms load with the content pages); each declaration in resources/ spreads
 * its own entry, and registry.test.ts fails when the two sets differ.
 */
export const CONTENT_TYPE_NAV = {
  banners: {
    path: "banners",
    nav: { group: "content", order: 20, labelKey: "admin.nav.banners", icon: Image },
  },
  brands: {
    path: "brands",
    nav: { group: "catalogue", order: 30, labelKey: "admin.nav.brands", icon: Tags },
  },
  categories: {
    path: "categories",
    nav: { group: "catalogue", order: 20, labelKey: "admin.nav.categories", icon: FolderTree },
  },
  products: {
    path: "products",
    nav: { group: "catalogue", order: 10, labelKey: "admin.nav.products", icon: Boxes },
  },
  seo: {
    path: "seo",
    nav: { group: "content", order: 40, labelKey: "admin.nav.seo", icon: Search },
  },
  services: {
    path: "services",
    nav: { group: "content", order: 10, labelKey: "admin.nav.services", icon: Wrench },
  },
  siteSettings: {
    path: "settings",
    nav: { group: "settings", order: 5, labelKey: "admin.nav.siteSettings", icon: Building2 },
  },
  socialLinks: {
    path: "social-media",
    nav: { group: "content", order: 50, labelKey: "admin.nav.socialMedia", icon: Share2 },
  },
  transport: {
    path: "transport",
    nav: { group: "content", order: 60, labelKey: "admin.nav.transport", icon: Truck },
  },
  videos: {
    path: "videos",
    nav: { group: "content", order: 30, labelKey: "admin.nav.videos", icon: PlaySquare },
  },
} as const satisfies Record<string, ContentTypeNav>;
