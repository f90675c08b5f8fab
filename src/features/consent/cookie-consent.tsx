import { lazy, Suspense, useEffect, useState } from "react";
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  NECESSARY_ONLY,
  OPEN_COOKIE_SETTINGS_EVENT,
  readCookiePreferences,
  saveCookiePreferences,
  type CookiePreferences,
} from "./consent";
import { CookieBanner } from "./cookie-banner";

// Radix's dialog and switches load only when someone opens the preferences.
const CookiePreferencesDialog = lazy(() =>
  import("./cookie-preferences-dialog").then((m) => ({ default: m.CookiePreferencesDialog })),
);

/** The global cookie overlay: the delayed banner and the preferences dialog. */
export function CookieConsent() {
  const [bannerVisible, setBannerVisible] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Once opened, the dialog stays mounted so it can animate out.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialogOpen && !dialogUsed) setDialogUsed(true);
  const [draft, setDraft] = useState<CookiePreferences>(
    () =>
      (typeof localStorage === "undefined" ? null : readCookiePreferences(localStorage)) ??
      NECESSARY_ONLY,
  );

  useEffect(() => {
    if (readCookiePreferences(localStorage)) return;
    const timer = window.setTimeout(() => setBannerVisible(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const open = () => {
      setDraft(readCookiePreferences(localStorage) ?? NECESSARY_ONLY);
      setDialogOpen(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  const save = (prefs: CookiePreferences) => {
    setDraft(saveCookiePreferences(prefs));
    setBannerVisible(false);
    setDialogOpen(false);
  };

  return (
    <>
      {bannerVisible && !dialogOpen && (
        <CookieBanner
          onSettings={() => setDialogOpen(true)}
          onNecessaryOnly={() => save(NECESSARY_ONLY)}
          onAcceptAll={() => save(ACCEPT_ALL)}
        />
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            draft={draft}
            onDraftChange={setDraft}
            onSave={() => save(draft)}
            onAcceptAll={() => save(ACCEPT_ALL)}
          />
        </Suspense>
      )}
    </>
  );
}
