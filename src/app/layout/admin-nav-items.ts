import type { NavItem } from "./nav-items";

export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { to: "/admin", labelKey: "admin.nav.dashboard" },
  { to: "/admin/users", labelKey: "admin.nav.users" },
  { to: "/admin/products", labelKey: "admin.nav.products" },
  { to: "/admin/brands", labelKey: "admin.nav.brands" },
  { to: "/admin/categories", labelKey: "admin.nav.categories" },
  { to: "/admin/services", labelKey: "admin.nav.services" },
  { to: "/admin/transport", labelKey: "admin.nav.transport" },
  { to: "/admin/videos", labelKey: "admin.nav.videos" },
  { to: "/admin/contact", labelKey: "admin.nav.contact" },
  { to: "/admin/whatsapp", labelKey: "admin.nav.whatsapp" },
  { to: "/admin/social-media", labelKey: "admin.nav.socialMedia" },
  { to: "/admin/banners", labelKey: "admin.nav.banners" },
  { to: "/admin/seo", labelKey: "admin.nav.seo" },
  { to: "/admin/security", labelKey: "admin.nav.security" },
  { to: "/admin/analytics", labelKey: "admin.nav.analytics" },
];
