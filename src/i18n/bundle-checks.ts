import type { TranslationTree } from "./sections";

export const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;
const PLURAL_RE = new RegExp(`_(${PLURAL_SUFFIXES.join("|")})$`);

/** Flattens a section tree to "a.b.c" -> value. */
export function flatten(tree: TranslationTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** "items_one" -> { base: "items", suffix: "one" }; keys without a plural suffix have none. */
export function splitPlural(key: string): { base: string; suffix: string | null } {
  const match = PLURAL_RE.exec(key);
  if (!match) return { base: key, suffix: null };
  return { base: key.slice(0, match.index), suffix: match[1] ?? null };
}

/** The set of {{placeholder}} names used in a value. */
export function placeholders(value: string): string[] {
  const names = [...value.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? "");
  return [...new Set(names)].sort();
}

/** CLDR plural categories the language needs (e.g. ["other"] for ja, ["few","many","one","other"] for pl). */
export function pluralCategories(lng: string): string[] {
  return [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
}

/** Keys grouped by plural base: base -> suffixes present (null for a plain key). */
export function keyShape(flat: Map<string, string>): Map<string, Set<string | null>> {
  const shape = new Map<string, Set<string | null>>();
  for (const key of flat.keys()) {
    const { base, suffix } = splitPlural(key);
    const set = shape.get(base) ?? new Set<string | null>();
    set.add(suffix);
    shape.set(base, set);
  }
  return shape;
}

/** True when a value carries no words to translate: only placeholders, digits, symbols. */
export function isLanguageNeutral(value: string): boolean {
  return !/\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ""));
}
