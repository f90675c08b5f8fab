import type { Page } from "@playwright/test";

export const CONSENT_KEY = "jalraksha-cookie-preferences";

export async function storedConsent(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** Saves a cookie choice before the app starts, so the banner stays out of the way. */
export async function presetConsent(page: Page, analytics = false): Promise<void> {
  const value = JSON.stringify({
    necessary: true,
    analytics,
    marketing: false,
    personalization: false,
  });
  await page.addInitScript(
    ([key, v]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, v!);
    },
    [CONSENT_KEY, value],
  );
}
