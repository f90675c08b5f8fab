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
  "home",
  "cms",
  "inbox",
  "analytics",
] as const;

export type Section = (typeof SECTIONS)[number];

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** What each locales/<lng>/index.ts exports by default: one tree per section. */
export type LanguageBundle = Record<Section, TranslationTree>;

/**
 * A language's bundle from its section files, as each locales/<lng>/index.ts globs them
 * eagerly (so every section lands in that language's one lazily loaded chunk).
 */
export function bundleFromFiles(files: Record<string, TranslationTree>): LanguageBundle {
  const bundle = {} as LanguageBundle;
  for (const section of SECTIONS) {
    const tree = files[`./${section}.json`];
    if (!tree) throw new Error(`translation section file missing: ${section}.json`);
    bundle[section] = tree;
  }
  return bundle;
}
