import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { usePageViewTracking } from "@/features/analytics";
import { CookieConsent, useCookiePreferences } from "@/features/consent";
import { PageProtection } from "@/features/protection";
import { WhatsAppWidget } from "@/features/whatsapp";
import { toSupportedLanguage } from "@/i18n/languages";

/** Overlays present on every page, and the consent-gated page-view tracking. */
export function GlobalOverlays() {
  const { i18n } = useTranslation();
  const prefs = useCookiePreferences();
  // The chat bubble is for visitors; in the back office it would only cover staff's controls.
  const inBackOffice = /^\/(admin|support)(\/|$)/.test(useLocation().pathname);
  usePageViewTracking(prefs?.analytics === true, toSupportedLanguage(i18n.language));
  return (
    <div className="print:hidden" data-overlays="">
      <PageProtection />
      {!inBackOffice && <WhatsAppWidget />}
      <CookieConsent />
    </div>
  );
}
