import type { LanguageBundle } from "./sections";

export type BundleLoader = () => Promise<{ default: LanguageBundle }>;

// One lazy loader (and so one separate chunk) per language folder; English ships in the main bundle.
const modules = import.meta.glob<{ default: LanguageBundle }>([
  "./locales/*/index.ts",
  "!./locales/en/index.ts",
]);

export const LANGUAGE_LOADERS: Readonly<Record<string, BundleLoader>> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.split("/")[2] ?? file, load]),
);
