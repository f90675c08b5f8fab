import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openCookieSettings } from "@/features/consent";
import { useSiteSettingsQuery } from "@/features/site";
import { useCompanyName } from "./brand";
import { NAV_ITEMS } from "./nav-items";

const linkClass = "text-sm text-muted-foreground hover:text-foreground hover:underline";

export function Footer() {
  const { t } = useTranslation();
  const company = useCompanyName();
  const { data: site } = useSiteSettingsQuery();
  return (
    <footer className="border-border bg-muted/40 mt-auto border-t">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-2 lg:col-span-2">
          <p className="font-bold">{company}</p>
          <p dir="auto" className="text-muted-foreground max-w-md text-sm">
            {site?.tagline ?? t("footer.tagline")}
          </p>
        </div>
        <nav aria-label={t("footer.quickLinks")} className="space-y-2">
          <h2 className="text-sm font-semibold">{t("footer.quickLinks")}</h2>
          <ul className="space-y-1.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")} className="space-y-2">
          <h2 className="text-sm font-semibold">{t("footer.legal")}</h2>
          <ul className="space-y-1.5">
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t("footer.privacyPolicy")}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => openCookieSettings()}
                className={linkClass}
                data-testid="footer-cookie-settings"
              >
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-border text-muted-foreground border-t py-4 text-center text-xs">
        {t("footer.copyright", { year: new Date().getFullYear(), company })}
      </div>
    </footer>
  );
}
