// Lists, per language, the English keys its bundle lacks (and keys it has that English no longer
// has), as JSON: { "<lng>": { "<section>": { "<key.path>": "<English text>" } } }.
// Usage: node scripts/i18n-missing.mjs [lng ...]   (no argument: every language)
// Plural keys are listed by their English forms; write the forms your language needs (see
// src/i18n/TRANSLATING.md).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "../src/i18n/locales");
const flatten = (tree, prefix = "", out = {}) => {
  for (const [k, v] of Object.entries(tree)) {
    const p = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out[p] = v;
    else flatten(v, p, out);
  }
  return out;
};
const base = (key) => key.replace(/_(zero|one|two|few|many|other)$/, "");
const read = (lng, file) => {
  const f = path.join(dir, lng, file);
  return existsSync(f) ? flatten(JSON.parse(readFileSync(f, "utf8"))) : {};
};

const sections = readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".json"));
const langs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir).filter((d) => d !== "en" && !d.includes("."));
const report = {};
for (const lng of langs) {
  for (const file of sections) {
    const en = read("en", file);
    const have = read(lng, file);
    const haveBases = new Set(Object.keys(have).map(base));
    const enBases = new Set(Object.keys(en).map(base));
    const missing = Object.fromEntries(Object.entries(en).filter(([k]) => !haveBases.has(base(k))));
    const extra = Object.keys(have).filter((k) => !enBases.has(base(k)));
    const section = file.replace(/\.json$/, "");
    if (Object.keys(missing).length) ((report[lng] ??= {})[section] ??= {}).missing = missing;
    if (extra.length) ((report[lng] ??= {})[section] ??= {}).extra = extra;
  }
}
console.log(JSON.stringify(report, null, 2));
