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
  "translations",
  "enquiry",
] as const;

export type Section = (typeof SECTIONS)[number];

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** What each locales/<lng>/index.ts exports by default: one tree per section. */
export type LanguageBundle = Record<Section, TranslationTree>;

/**
 * Sections only the sign-in pages, the support desk and the back office use. English ships the
 * other sections in the entry chunk and these with that code (locales/en/back-office.ts).
 */
export const BACK_OFFICE_SECTIONS = [
  "admin",
  "auth",
  "cms",
  "inbox",
  "analytics",
] as const satisfies readonly Section[];

/**
 * Sections of one public page each (the calculator, the privacy policy): English loads them with
 * that page's code (its feature imports ./english-sections), not in the entry chunk.
 */
export const PAGE_SECTIONS = [
  "calculator",
  "privacy",
  "enquiry",
] as const satisfies readonly Section[];

/** The given sections of a language from its section files (eagerly globbed JSON). */
export function sectionsFromFiles(
  files: Record<string, TranslationTree>,
  sections: readonly Section[],
): Partial<LanguageBundle> {
  const bundle: Partial<LanguageBundle> = {};
  for (const section of sections) {
    const tree = files[`./${section}.json`];
    if (!tree) throw new Error(`translation section file missing: ${section}.json`);
    bundle[section] = tree;
  }
  return bundle;
}

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
