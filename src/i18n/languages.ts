export type TextDirection = "ltr" | "rtl";

export interface LanguageInfo {
  code: string;
  /** The language's name in itself (endonym), as shown in the switcher. */
  name: string;
  englishName: string;
  dir: TextDirection;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: "en", name: "English", englishName: "English", dir: "ltr" },
  { code: "hi", name: "हिन्दी", englishName: "Hindi", dir: "ltr" },
  { code: "es", name: "Español", englishName: "Spanish", dir: "ltr" },
  { code: "fr", name: "Français", englishName: "French", dir: "ltr" },
  { code: "ar", name: "العربية", englishName: "Arabic", dir: "rtl" },
  { code: "zh", name: "中文", englishName: "Chinese", dir: "ltr" },
  { code: "pt", name: "Português", englishName: "Portuguese", dir: "ltr" },
  { code: "ru", name: "Русский", englishName: "Russian", dir: "ltr" },
  { code: "ja", name: "日本語", englishName: "Japanese", dir: "ltr" },
  { code: "de", name: "Deutsch", englishName: "German", dir: "ltr" },
  { code: "bn", name: "বাংলা", englishName: "Bengali", dir: "ltr" },
  { code: "gu", name: "ગુજરાતી", englishName: "Gujarati", dir: "ltr" },
  { code: "ta", name: "தமிழ்", englishName: "Tamil", dir: "ltr" },
  { code: "te", name: "తెలుగు", englishName: "Telugu", dir: "ltr" },
  { code: "mr", name: "मराठी", englishName: "Marathi", dir: "ltr" },
  { code: "kn", name: "ಕನ್ನಡ", englishName: "Kannada", dir: "ltr" },
  { code: "ml", name: "മലയാളം", englishName: "Malayalam", dir: "ltr" },
  { code: "pa", name: "ਪੰਜਾਬੀ", englishName: "Punjabi", dir: "ltr" },
  { code: "or", name: "ଓଡ଼ିଆ", englishName: "Odia", dir: "ltr" },
  { code: "as", name: "অসমীয়া", englishName: "Assamese", dir: "ltr" },
  { code: "ur", name: "اردو", englishName: "Urdu", dir: "rtl" },
  { code: "tr", name: "Türkçe", englishName: "Turkish", dir: "ltr" },
  { code: "vi", name: "Tiếng Việt", englishName: "Vietnamese", dir: "ltr" },
  { code: "th", name: "ไทย", englishName: "Thai", dir: "ltr" },
  { code: "ko", name: "한국어", englishName: "Korean", dir: "ltr" },
  { code: "id", name: "Bahasa Indonesia", englishName: "Indonesian", dir: "ltr" },
  { code: "it", name: "Italiano", englishName: "Italian", dir: "ltr" },
  { code: "nl", name: "Nederlands", englishName: "Dutch", dir: "ltr" },
  { code: "pl", name: "Polski", englishName: "Polish", dir: "ltr" },
  { code: "sw", name: "Kiswahili", englishName: "Swahili", dir: "ltr" },
];

export const DEFAULT_LANGUAGE = "en";

export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

export function findLanguage(code: string | undefined | null): LanguageInfo | undefined {
  if (!code) return undefined;
  const base = code.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.code === base);
}

/** Maps any tag ("pt-BR", "AR") to a supported code, else the default. */
export function toSupportedLanguage(code: string | undefined | null): string {
  return findLanguage(code)?.code ?? DEFAULT_LANGUAGE;
}

export function directionOf(code: string | undefined | null): TextDirection {
  return findLanguage(code)?.dir ?? "ltr";
}
