import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { AccountMenu } from "@/features/auth";
import { ThemeToggle } from "@/features/theme";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { LanguageSwitcher } from "./language-switcher";
import { LazyEnquiryBadge } from "./lazy-enquiry-badge";
import { MobileMenu } from "./mobile-menu";
import { NAV_ITEMS } from "./nav-items";

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="border-border bg-background/90 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-30 border-b backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label={t("nav.mainNavigation")} className="hidden items-center gap-1 lg:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/"}
              className={({ isActive }) =>
                cn(
                  "text-muted-foreground hover:text-foreground rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  isActive && "text-primary",
                )
              }
            >
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <LazyEnquiryBadge />
          <div className="hidden items-center gap-1 sm:flex">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
          <AccountMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
