/** Every translation section; each is one JSON file per language: locales/<lng>/<section>.json. */
export const SECTIONS = [
  "nav",
  "hero",
  "story",
  "services",
  "contact",
  "footer",
  "common",
  "products",
  "about",
  "transport",
  "exports",
  "consent",
  "whatsapp",
  "admin",
  "auth",
  "errors",
  "calculator",
  "notFound",
  "privacy",
] as const;

export type Section = (typeof SECTIONS)[number];

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** What each locales/<lng>/index.ts exports by default: one tree per section. */
export type LanguageBundle = Record<Section, TranslationTree>;
