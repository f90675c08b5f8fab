import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  directionOf,
  findLanguage,
  toSupportedLanguage,
} from "./languages";
import { LANGUAGE_LOADERS } from "./loaders";
import en from "./locales/en";

export const LANGUAGE_STORAGE_KEY = "i18nextLng";
const NAMESPACE = "translation";

/** Sets <html lang dir> so the whole layout mirrors for right-to-left languages. */
export function applyDocumentLanguage(code: string): void {
  const lng = toSupportedLanguage(code);
  const root = document.documentElement;
  // Only on a change: even an unchanged dir makes the browser restyle the whole page.
  if (root.lang !== lng) root.lang = lng;
  if (root.dir !== directionOf(lng)) root.dir = directionOf(lng);
}

/** Downloads a language's bundle once (its own chunk) and adds it to i18next. */
export async function ensureLanguageLoaded(code: string): Promise<void> {
  const lng = toSupportedLanguage(code);
  if (i18n.hasResourceBundle(lng, NAMESPACE)) return;
  const load = LANGUAGE_LOADERS[lng];
  if (!load) return;
  const bundle = (await load()).default;
  i18n.addResourceBundle(lng, NAMESPACE, bundle, true, true);
}

export async function changeLanguage(code: string): Promise<void> {
  const lng = toSupportedLanguage(code);
  await ensureLanguageLoaded(lng);
  await i18n.changeLanguage(lng);
}

/** The chosen language (even while its bundle is still loading or not translated yet). */
export function currentLanguage(): string {
  return toSupportedLanguage(i18n.language);
}

let initialised: Promise<void> | null = null;

/** `lng`: the URL's language on a public page; without it the stored (or browser) choice. */
export function initI18n(urlLanguage?: string): Promise<void> {
  initialised ??= (async () => {
    i18n.on("languageChanged", (lng) => {
      applyDocumentLanguage(lng);
      ensureLanguageLoaded(lng).catch((error: unknown) =>
        console.error("Failed to load language bundle", lng, error),
      );
    });
    await i18n
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        resources: { en: { [NAMESPACE]: en } },
        lng: urlLanguage,
        partialBundledLanguages: true,
        initAsync: false,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGE_CODES],
        load: "languageOnly",
        ns: [NAMESPACE],
        defaultNS: NAMESPACE,
        interpolation: { escapeValue: false },
        detection: {
          order: ["localStorage", "navigator", "htmlTag"],
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          caches: ["localStorage"],
          convertDetectedLanguage: (lng: string) => findLanguage(lng)?.code ?? DEFAULT_LANGUAGE,
        },
        react: { bindI18n: "languageChanged", bindI18nStore: "added", useSuspense: false },
      });
    const lng = currentLanguage();
    await ensureLanguageLoaded(lng);
    applyDocumentLanguage(lng);
  })();
  return initialised;
}

export { i18n };
