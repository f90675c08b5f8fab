import {
  BarChart3,
  Images,
  LayoutDashboard,
  Mail,
  MessageCircle,
  ShieldCheck,
  Trash2,
  Users,
  type LucideIcon,
} from "lucide-react";
import { CONTENT_TYPE_NAV } from "@/features/cms/content-types";
import type { AdminNavGroupId } from "@/features/cms/define-resource";

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

interface PlacedNavItem extends AdminNavItem {
  group: AdminNavGroupId;
  order: number;
}

const GROUPS: { id: AdminNavGroupId; labelKey: string }[] = [
  { id: "overview", labelKey: "admin.groups.overview" },
  { id: "catalogue", labelKey: "admin.groups.catalogue" },
  { id: "content", labelKey: "admin.groups.content" },
  { id: "people", labelKey: "admin.groups.people" },
  { id: "settings", labelKey: "admin.groups.settings" },
];

/** The hand-written pages; each content type brings its own entry (its declaration's nav). */
const PAGES: PlacedNavItem[] = [
  {
    group: "overview",
    order: 10,
    to: "/admin",
    labelKey: "admin.nav.dashboard",
    icon: LayoutDashboard,
  },
  {
    group: "overview",
    order: 20,
    to: "/admin/analytics",
    labelKey: "admin.nav.analytics",
    icon: BarChart3,
  },
  {
    group: "people",
    order: 10,
    to: "/admin/contact",
    labelKey: "admin.nav.contact",
    icon: Mail,
    badge: "newMessages",
  },
  {
    group: "content",
    order: 70,
    to: "/admin/media",
    labelKey: "admin.nav.media",
    icon: Images,
  },
  { group: "people", order: 20, to: "/admin/users", labelKey: "admin.nav.users", icon: Users },
  {
    group: "settings",
    order: 10,
    to: "/admin/whatsapp",
    labelKey: "admin.nav.whatsapp",
    icon: MessageCircle,
  },
  {
    group: "settings",
    order: 20,
    to: "/admin/security",
    labelKey: "admin.nav.security",
    icon: ShieldCheck,
  },
  { group: "settings", order: 30, to: "/admin/trash", labelKey: "admin.nav.trash", icon: Trash2 },
];

const CONTENT_PAGES: PlacedNavItem[] = Object.values(CONTENT_TYPE_NAV).map((type) => ({
  ...type.nav,
  to: `/admin/${type.path}`,
}));

/** The back office's pages in five groups, as DESIGN.md says. services/new is reached from Services. */
export const ADMIN_NAV_GROUPS: AdminNavGroup[] = GROUPS.map((group) => ({
  ...group,
  items: [...PAGES, ...CONTENT_PAGES]
    .filter((item) => item.group === group.id)
    .sort((a, b) => a.order - b.order)
    .map(({ to, labelKey, icon, badge }) =>
      badge ? { to, labelKey, icon, badge } : { to, labelKey, icon },
    ),
}));

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
