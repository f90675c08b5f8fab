import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openCookieSettings } from "@/features/consent";
import { addressLines, useSiteSettingsQuery } from "@/entities/site-settings";
import { platformName, useSocialLinksQuery } from "@/entities/social-link";
import { useCompanyName } from "./brand";
import { NAV_ITEMS } from "./nav-items";
import { OrganizationJsonLd } from "./organization-json-ld";

const linkClass = "text-sm text-muted-foreground hover:text-foreground hover:underline";

export function Footer() {
  const { t } = useTranslation();
  const company = useCompanyName();
  const { data: site } = useSiteSettingsQuery();
  const { data: social = [] } = useSocialLinksQuery();
  const address = site ? addressLines(site) : [];
  const phone = site?.phones[0];
  const email = site?.emails[0];
  return (
    <footer className="render-when-visible border-border bg-muted/40 mt-auto border-t print:hidden">
      <OrganizationJsonLd company={company} site={site} social={social} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <p className="font-bold">{company}</p>
          <p dir="auto" className="text-muted-foreground max-w-md text-sm">
            {site?.tagline ?? t("footer.tagline")}
          </p>
          {(address.length > 0 || phone || email) && (
            <address className="text-muted-foreground space-y-1.5 text-sm not-italic">
              {address.length > 0 && (
                <p className="flex gap-2">
                  <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t("footer.address")}: </span>
                    {address.join(", ")}
                  </span>
                </p>
              )}
              {phone && (
                <p className="flex gap-2">
                  <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <a
                    href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                    className="hover:text-foreground hover:underline"
                  >
                    <span className="sr-only">{t("common.phone")}: </span>
                    <bdi>{phone}</bdi>
                  </a>
                </p>
              )}
              {email && (
                <p className="flex gap-2">
                  <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <a href={`mailto:${email}`} className="hover:text-foreground hover:underline">
                    <span className="sr-only">{t("common.email")}: </span>
                    {email}
                  </a>
                </p>
              )}
            </address>
          )}
          {social.length > 0 && (
            <ul className="flex flex-wrap gap-2 pt-1" aria-label={t("footer.followUs")}>
              {social.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="border-border text-muted-foreground hover:text-foreground hover:border-foreground/40 inline-flex h-8 items-center rounded-full border px-3 text-xs font-medium"
                    aria-label={t("footer.socialLabel", {
                      company,
                      platform: platformName(link.platform),
                    })}
                  >
                    {platformName(link.platform)}
                  </a>
                </li>
              ))}
            </ul>
          )}
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
