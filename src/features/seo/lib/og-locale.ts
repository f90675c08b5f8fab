import { LANGUAGES } from "@/i18n/languages";

/**
 * Open Graph locales (language_TERRITORY, as Facebook lists them) for the site's languages: the
 * territory is where most of the site's readers of that language are (India for the Indian
 * languages and for English, the company's home market).
 */
const OG_LOCALES: Readonly<Record<string, string>> = {
  en: "en_IN",
  hi: "hi_IN",
  es: "es_ES",
  fr: "fr_FR",
  ar: "ar_AR",
  zh: "zh_CN",
  pt: "pt_BR",
  ru: "ru_RU",
  ja: "ja_JP",
  de: "de_DE",
  bn: "bn_IN",
  gu: "gu_IN",
  ta: "ta_IN",
  te: "te_IN",
  mr: "mr_IN",
  kn: "kn_IN",
  ml: "ml_IN",
  pa: "pa_IN",
  or: "or_IN",
  as: "as_IN",
  ur: "ur_PK",
  tr: "tr_TR",
  vi: "vi_VN",
  th: "th_TH",
  ko: "ko_KR",
  id: "id_ID",
  it: "it_IT",
  nl: "nl_NL",
  pl: "pl_PL",
  sw: "sw_KE",
};

export function ogLocale(language: string): string {
  return OG_LOCALES[language] ?? OG_LOCALES.en!;
}

/** og:locale for the page's language and og:locale:alternate for every other one. */
export function ogLocales(language: string): { locale: string; alternates: string[] } {
  return {
    locale: ogLocale(language),
    alternates: LANGUAGES.filter((l) => l.code !== language).map((l) => ogLocale(l.code)),
  };
}

export const hasOgLocale = (language: string): boolean => language in OG_LOCALES;
