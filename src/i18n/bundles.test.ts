import { describe, expect, it } from "vitest";
import {
  flatten,
  isLanguageNeutral,
  keyShape,
  placeholders,
  pluralCategories,
  splitPlural,
} from "./bundle-checks";
import {
  IDENTICAL_ALLOWED_BY_LANGUAGE,
  IDENTICAL_ALLOWED_EVERYWHERE,
} from "./identical-allow-list";
import { LANGUAGE_CODES } from "./languages";
import { LANGUAGE_LOADERS } from "./loaders";
import { SECTIONS, type TranslationTree } from "./sections";

// Every file under locales/, read at build time: "./locales/<lng>/<file>" -> JSON or module.
const FILES = import.meta.glob<unknown>("./locales/*/*", { eager: true, import: "default" });

function hasFile(lng: string, name: string): boolean {
  return `./locales/${lng}/${name}` in FILES;
}

function readSection(lng: string, section: string): TranslationTree {
  return (FILES[`./locales/${lng}/${section}.json`] ?? {}) as TranslationTree;
}

function readLanguage(lng: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const section of SECTIONS) {
    for (const [k, v] of flatten(readSection(lng, section), section)) all.set(k, v);
  }
  return all;
}

const present = [...new Set(Object.keys(FILES).map((file) => file.split("/")[2] ?? ""))].sort();
const translated = present.filter((lng) => lng !== "en");
const english = readLanguage("en");
const englishShape = keyShape(english);

describe("English bundle", () => {
  it("has every section with no empty values", () => {
    for (const section of SECTIONS) {
      expect(hasFile("en", `${section}.json`), section).toBe(true);
    }
    for (const [key, value] of english) expect(value.trim(), key).not.toBe("");
  });

  it("uses both English plural forms wherever it pluralises", () => {
    for (const [base, suffixes] of englishShape) {
      if (suffixes.has(null)) expect(suffixes.size, base).toBe(1);
      else expect([...suffixes].sort(), base).toEqual(["one", "other"]);
    }
  });

  it("contains the spec's texts", () => {
    expect(english.get("products.errorTitle")).toBe("Error Loading Products");
    expect(english.get("products.errorText")).toBe("Please try again later");
    expect(english.get("products.emptyTitle")).toBe("No Products Found");
    expect(english.get("contact.success")).toBe("Message sent successfully!");
    expect(english.get("contact.error")).toBe("Failed to send message. Please try again.");
    expect(english.get("consent.bannerTitle")).toBe("We value your privacy");
    expect(english.get("whatsapp.placeholder")).toBe("Type your message...");
  });
});

describe("language folders", () => {
  it("only contains supported languages", () => {
    for (const lng of present) expect(LANGUAGE_CODES, lng).toContain(lng);
  });

  it("gives every translated language its own lazy loader", () => {
    expect(Object.keys(LANGUAGE_LOADERS).sort()).toEqual(translated);
  });
});

describe.each(translated)("language %s", (lng) => {
  it("has every section file and its index exports every section", async () => {
    for (const section of SECTIONS) {
      expect(hasFile(lng, `${section}.json`), section).toBe(true);
    }
    const load = LANGUAGE_LOADERS[lng];
    expect(load).toBeDefined();
    const bundle = (await load!()).default;
    expect(Object.keys(bundle).sort()).toEqual([...SECTIONS].sort());
  });

  it("has every key of English, the plural forms of its own language and no extra keys", () => {
    const flat = readLanguage(lng);
    const shape = keyShape(flat);
    const required = pluralCategories(lng);
    expect([...shape.keys()].sort()).toEqual([...englishShape.keys()].sort());
    for (const [base, suffixes] of englishShape) {
      const got = shape.get(base) ?? new Set();
      if (suffixes.has(null)) expect([...got], base).toEqual([null]);
      else
        for (const category of required)
          expect(got.has(category), `${base}_${category}`).toBe(true);
    }
  });

  it("has no empty values and the same placeholders as English", () => {
    const flat = readLanguage(lng);
    for (const [key, value] of flat) {
      expect(value.trim(), key).not.toBe("");
      const { base, suffix } = splitPlural(key);
      const source = english.get(suffix ? `${base}_other` : key) ?? "";
      const want = placeholders(source);
      if (suffix === null || suffix === "other") expect(placeholders(value), key).toEqual(want);
      else for (const name of placeholders(value)) expect(want, key).toContain(name);
    }
  });

  it("leaves no value identical to English beyond names", () => {
    const flat = readLanguage(lng);
    const allowed = new Set([
      ...IDENTICAL_ALLOWED_EVERYWHERE,
      ...(IDENTICAL_ALLOWED_BY_LANGUAGE[lng] ?? []),
    ]);
    const untranslated = [...flat].filter(
      ([key, value]) =>
        english.get(key) === value && !isLanguageNeutral(value) && !allowed.has(value),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

describe("all 30 languages", () => {
  it("has a folder for every supported language", () => {
    const missing = LANGUAGE_CODES.filter((lng) => !present.includes(lng));
    expect(missing, `languages still missing: ${missing.join(", ")}`).toEqual([]);
  });
});
