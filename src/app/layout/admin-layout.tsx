import { Suspense } from "react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet } from "react-router";
import { ThemeToggle } from "@/features/theme";
import { cn } from "@/lib/utils";
import { ADMIN_NAV_ITEMS } from "./admin-nav-items";
import { LanguageSwitcher } from "./language-switcher";
import { PageSpinner } from "./page-spinner";

export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <aside className="border-border bg-muted/40 border-b lg:w-64 lg:shrink-0 lg:border-e lg:border-b-0">
        <div className="flex items-center justify-between gap-2 p-4">
          <p className="font-bold">{t("admin.panel")}</p>
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </div>
        <nav
          aria-label={t("admin.panel")}
          className="flex gap-1 overflow-x-auto px-2 pb-2 lg:flex-col lg:overflow-visible"
        >
          {ADMIN_NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/admin"}
              className={({ isActive }) =>
                cn(
                  "hover:bg-accent rounded-md px-3 py-2 text-sm whitespace-nowrap",
                  isActive && "bg-accent text-primary font-medium",
                )
              }
            >
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <Link
          to="/"
          className="text-muted-foreground hover:bg-accent m-2 flex items-center gap-2 rounded-md px-3 py-2 text-sm"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t("admin.backToSite")}
        </Link>
      </aside>
      <main className="min-w-0 flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
