import { Suspense, useState, useSyncExternalStore } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Droplets, ExternalLink, Menu, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { Button } from "@/components/ui/button";
import { AccountMenu } from "@/features/auth";
import { ThemeToggle } from "@/features/theme";
import { NewMessagesCount } from "@/features/inbox/badge";
import { cn } from "@/lib/utils";
import { ADMIN_NAV_GROUPS, adminCrumbs } from "./admin-nav-items";
import { useCompanyName } from "./brand";
import { LanguageSwitcher } from "./language-switcher";
import { PageSpinner } from "./page-spinner";

const SIDEBAR_KEY = "admin-sidebar";
const WIDE_QUERY = "(min-width: 1024px)";

function useIsWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

/** The sidebar's width: a saved choice, else a full sidebar on desktops and a rail on tablets. */
function useSidebarCollapsed(): [boolean, () => void] {
  const isWide = useIsWide();
  const [saved, setSaved] = useState<boolean | null>(() => {
    const value = window.localStorage.getItem(SIDEBAR_KEY);
    return value === "collapsed" ? true : value === "expanded" ? false : null;
  });
  const collapsed = saved ?? !isWide;
  const toggle = () => {
    const next = !collapsed;
    setSaved(next);
    window.localStorage.setItem(SIDEBAR_KEY, next ? "collapsed" : "expanded");
  };
  return [collapsed, toggle];
}

function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const name = useCompanyName();
  return (
    <Link
      to="/admin"
      className={cn("flex min-w-0 items-center gap-2 rounded-md", collapsed && "justify-center")}
    >
      <span className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-lg">
        <Droplets className="size-4" aria-hidden="true" />
      </span>
      <span className={cn("min-w-0 leading-tight", collapsed && "sr-only")}>
        <span dir="auto" className="block truncate text-sm font-semibold">
          {name}
        </span>
        <span className="text-muted-foreground block text-xs">{t("admin.panel")}</span>
      </span>
    </Link>
  );
}

function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("admin.panel")} className="flex flex-col gap-4 px-2 py-3">
      {ADMIN_NAV_GROUPS.map((group) => (
        <div key={group.id} className="flex flex-col gap-0.5">
          <h2
            className={cn(
              "text-muted-foreground px-3 pb-1 text-xs font-semibold tracking-wide uppercase",
              collapsed && "sr-only",
            )}
          >
            {t(group.labelKey)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => {
              const Icon = item.icon;
              const label = t(item.labelKey);
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/admin"}
                    onClick={onNavigate}
                    title={collapsed ? label : undefined}
                    className={({ isActive }) =>
                      cn(
                        "text-muted-foreground hover:bg-accent hover:text-accent-foreground relative flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none",
                        collapsed && "justify-center px-0",
                        isActive && "bg-accent text-primary",
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className={cn("min-w-0 flex-1 truncate", collapsed && "sr-only")}>
                      {label}
                    </span>
                    {item.badge && (
                      <span
                        className={cn(
                          "ms-auto shrink-0",
                          collapsed && "absolute end-0.5 -top-0.5 origin-top-right scale-75",
                        )}
                      >
                        {item.badge === "newMessages" && <NewMessagesCount />}
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function ViewSiteLink({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const label = t("admin.shell.viewSite");
  return (
    <Link
      to="/"
      onClick={onNavigate}
      title={collapsed ? label : undefined}
      className={cn(
        "text-muted-foreground hover:bg-accent hover:text-accent-foreground flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium",
        collapsed && "justify-center px-0",
      )}
    >
      <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      <span className={cn(collapsed && "sr-only")}>{label}</span>
    </Link>
  );
}

/** The phone's navigation: the same sidebar in a drawer from the start edge. */
function MobileSidebar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t("admin.shell.openNavigation")}
        >
          <Menu aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/50 md:hidden" />
        <DialogPrimitive.Content
          className="border-border bg-background fixed inset-y-0 start-0 z-[61] flex w-[min(18rem,85vw)] flex-col overflow-y-auto border-e shadow-xl md:hidden"
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">{t("admin.panel")}</DialogPrimitive.Title>
          <div className="border-border flex h-14 items-center justify-between gap-2 border-b px-3">
            <SidebarBrand collapsed={false} />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("admin.shell.closeNavigation")}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <SidebarNav collapsed={false} onNavigate={close} />
          <div className="border-border mt-auto flex flex-col gap-2 border-t p-2">
            <ViewSiteLink collapsed={false} onNavigate={close} />
            <div className="flex items-center justify-between gap-2 px-1">
              <LanguageSwitcher showName />
              <ThemeToggle />
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function AdminBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = adminCrumbs(pathname).map((crumb) => ({ label: t(crumb.labelKey), to: crumb.to }));
  return <Breadcrumbs items={items} className="min-w-0" />;
}

/** The back office's frame: sidebar (rail on tablets, drawer on phones), top bar, page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const [collapsed, toggle] = useSidebarCollapsed();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? t("admin.shell.expandSidebar") : t("admin.shell.collapseSidebar");
  const toggleButton = (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-expanded={!collapsed}
      aria-label={toggleLabel}
      title={toggleLabel}
      className="text-muted-foreground size-9"
      data-testid="sidebar-toggle"
    >
      <ToggleIcon className="rtl:rotate-180" aria-hidden="true" />
    </Button>
  );
  return (
    <div className="bg-background flex min-h-dvh">
      <a
        href="#admin-main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:px-3 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <aside
        className={cn(
          "border-border bg-muted/30 sticky top-0 hidden h-dvh shrink-0 flex-col border-e transition-[width] duration-200 motion-reduce:transition-none md:flex",
          collapsed ? "w-16" : "w-64",
        )}
        data-collapsed={collapsed}
        data-testid="admin-sidebar"
      >
        <div
          className={cn(
            "border-border flex h-14 shrink-0 items-center gap-1 border-b ps-3 pe-1",
            collapsed && "justify-center px-2",
          )}
        >
          {collapsed ? toggleButton : <SidebarBrand collapsed={false} />}
          {!collapsed && <div className="ms-auto">{toggleButton}</div>}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto pb-20">
          <SidebarNav collapsed={collapsed} />
          <div className="border-border mx-2 border-t pt-2">
            <ViewSiteLink collapsed={collapsed} />
          </div>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-border bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-30 flex h-14 items-center gap-2 border-b px-2 backdrop-blur sm:px-4">
          <MobileSidebar />
          <AdminBreadcrumbs />
          <div className="ms-auto flex shrink-0 items-center gap-1">
            <Button asChild variant="ghost" size="sm" className="hidden h-10 lg:inline-flex">
              <Link to="/">
                <ExternalLink aria-hidden="true" />
                {t("admin.shell.viewSite")}
              </Link>
            </Button>
            <div className="hidden items-center gap-1 sm:flex">
              <LanguageSwitcher />
              <ThemeToggle />
            </div>
            <AccountMenu area="admin" />
          </div>
        </header>
        <main id="admin-main" className="min-w-0 flex-1">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
