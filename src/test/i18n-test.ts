import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { bundleFromFiles, type TranslationTree } from "@/i18n/sections";

// Every English section (the app splits them across chunks; component tests want them all).
const files = import.meta.glob<TranslationTree>("../i18n/locales/en/*.json", {
  eager: true,
  import: "default",
});
const en = bundleFromFiles(
  Object.fromEntries(
    Object.entries(files).map(([file, tree]) => [`./${file.split("/").pop()}`, tree]),
  ),
);

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
