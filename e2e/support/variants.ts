import type { Page } from "@playwright/test";

/** The looks every page is checked in: light and dark, English and Arabic, phone and desktop. */
export const VARIANTS = [
  { name: "light-en-desktop", scheme: "light", lng: "en", size: { width: 1280, height: 800 } },
  { name: "dark-en-phone", scheme: "dark", lng: "en", size: { width: 390, height: 844 } },
  { name: "light-ar-phone", scheme: "light", lng: "ar", size: { width: 390, height: 844 } },
  { name: "dark-ar-desktop", scheme: "dark", lng: "ar", size: { width: 1280, height: 800 } },
] as const;

export const TABLET = { width: 820, height: 1180 } as const;

export type Variant = (typeof VARIANTS)[number];

/** Applies a variant before the app starts (size, colour scheme, saved language). */
export async function applyVariant(
  page: Page,
  variant: { scheme: "light" | "dark"; lng: string; size: { width: number; height: number } },
): Promise<void> {
  await page.setViewportSize(variant.size);
  await page.emulateMedia({ colorScheme: variant.scheme });
  await page.addInitScript((lng) => localStorage.setItem("i18nextLng", lng), variant.lng);
}
