import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./languages";
import en from "./locales/en";
import { changeLanguage, i18n } from "./setup";

let initialised: Promise<unknown> | null = null;

/**
 * i18next for the prerender: the same instance, resources and options as the browser's
 * (src/i18n/setup.ts) without the browser's language detection and <html> updates.
 */
export async function setServerLanguage(lng: string): Promise<void> {
  initialised ??= i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    partialBundledLanguages: true,
    initAsync: false,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: "languageOnly",
    ns: ["translation"],
    defaultNS: "translation",
    interpolation: { escapeValue: false },
    react: { bindI18n: "languageChanged", bindI18nStore: "added", useSuspense: false },
  });
  await initialised;
  await changeLanguage(lng);
}
