import {
  BarChart3,
  Boxes,
  FolderTree,
  Image,
  LayoutDashboard,
  Mail,
  MessageCircle,
  PlaySquare,
  Search,
  Share2,
  ShieldCheck,
  Tags,
  Truck,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";

export interface AdminNavItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** A live count shown at the item's end; the layout decides what each kind renders. */
  badge?: "newMessages";
}

export interface AdminNavGroup {
  id: string;
  labelKey: string;
  items: AdminNavItem[];
}

/** The back office's 16 pages, grouped as DESIGN.md says. services/new is reached from Services. */
export const ADMIN_NAV_GROUPS: AdminNavGroup[] = [
  {
    id: "overview",
    labelKey: "admin.groups.overview",
    items: [
      { to: "/admin", labelKey: "admin.nav.dashboard", icon: LayoutDashboard },
      { to: "/admin/analytics", labelKey: "admin.nav.analytics", icon: BarChart3 },
    ],
  },
  {
    id: "catalogue",
    labelKey: "admin.groups.catalogue",
    items: [
      { to: "/admin/products", labelKey: "admin.nav.products", icon: Boxes },
      { to: "/admin/categories", labelKey: "admin.nav.categories", icon: FolderTree },
      { to: "/admin/brands", labelKey: "admin.nav.brands", icon: Tags },
    ],
  },
  {
    id: "content",
    labelKey: "admin.groups.content",
    items: [
      { to: "/admin/services", labelKey: "admin.nav.services", icon: Wrench },
      { to: "/admin/banners", labelKey: "admin.nav.banners", icon: Image },
      { to: "/admin/videos", labelKey: "admin.nav.videos", icon: PlaySquare },
      { to: "/admin/seo", labelKey: "admin.nav.seo", icon: Search },
      { to: "/admin/social-media", labelKey: "admin.nav.socialMedia", icon: Share2 },
      { to: "/admin/transport", labelKey: "admin.nav.transport", icon: Truck },
    ],
  },
  {
    id: "people",
    labelKey: "admin.groups.people",
    items: [
      {
        to: "/admin/contact",
        labelKey: "admin.nav.contact",
        icon: Mail,
        badge: "newMessages",
      },
      { to: "/admin/users", labelKey: "admin.nav.users", icon: Users },
    ],
  },
  {
    id: "settings",
    labelKey: "admin.groups.settings",
    items: [
      { to: "/admin/whatsapp", labelKey: "admin.nav.whatsapp", icon: MessageCircle },
      { to: "/admin/security", labelKey: "admin.nav.security", icon: ShieldCheck },
    ],
  },
];

export const ADMIN_NAV_ITEMS: AdminNavItem[] = ADMIN_NAV_GROUPS.flatMap((group) => group.items);

/** Extra path segments that are not nav items but get a breadcrumb of their own. */
export const ADMIN_SUB_PAGES: Record<string, string> = {
  "/admin/services/new": "admin.nav.newService",
};

export interface AdminCrumb {
  labelKey: string;
  to?: string;
}

/** Breadcrumbs from the path: Dashboard, then the section, then a sub-page; the last is current. */
export function adminCrumbs(pathname: string): AdminCrumb[] {
  const path = pathname.replace(/\/+$/, "") || "/";
  const home: AdminCrumb = { labelKey: "admin.nav.dashboard", to: "/admin" };
  if (path === "/admin") return [{ labelKey: home.labelKey }];
  const section = ADMIN_NAV_ITEMS.filter((item) => item.to !== "/admin").find(
    (item) => path === item.to || path.startsWith(`${item.to}/`),
  );
  if (!section) return [home, { labelKey: "admin.notFound.crumb" }];
  if (path === section.to) return [home, { labelKey: section.labelKey }];
  const sub = ADMIN_SUB_PAGES[path];
  const last = path.slice(path.lastIndexOf("/") + 1);
  const subKey = sub ?? (last === "new" ? "admin.crumbs.new" : "admin.crumbs.details");
  return [home, { labelKey: section.labelKey, to: section.to }, { labelKey: subKey }];
}
