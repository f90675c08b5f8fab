import { useTranslation } from "react-i18next";
import { usePageViewTracking } from "@/features/analytics";
import { CookieConsent, useCookiePreferences } from "@/features/consent";
import { PageProtection } from "@/features/protection";
import { WhatsAppWidget } from "@/features/whatsapp";
import { toSupportedLanguage } from "@/i18n/languages";

/** Overlays present on every page, and the consent-gated page-view tracking. */
export function GlobalOverlays() {
  const { i18n } = useTranslation();
  const prefs = useCookiePreferences();
  usePageViewTracking(prefs?.analytics === true, toSupportedLanguage(i18n.language));
  return (
    <div className="print:hidden">
      <PageProtection />
      <WhatsAppWidget />
      <CookieConsent />
    </div>
  );
}
