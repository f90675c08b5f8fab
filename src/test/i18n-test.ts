import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "@/i18n/locales/en";

/** English i18next for component tests (the app's own setup also detects and lazy-loads). */
export async function initTestI18n(): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: "en",
      fallbackLng: "en",
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18n;
}
