import { describe, expect, it } from "vitest";
import { hasText, localize, localizeAll } from "./localize";

interface Product {
  id: string;
  name: string;
  short_description: string | null;
  description: string | null;
  features: string[];
  image_url: string | null;
}

const FIELDS = ["name", "short_description", "description", "features"] as const;

const english: Product = {
  id: "p1",
  name: "AquaSeal Flex",
  short_description: "Two-part flexible coating",
  description: "For terraces and tanks.",
  features: ["Flexible", "UV stable"],
  image_url: "/img/a.webp",
};

describe("localize", () => {
  it("takes every translated field and keeps the rest of the record", () => {
    const out = localize(
      {
        ...english,
        translations: [
          {
            language: "gu",
            name: "એક્વાસીલ ફ્લેક્સ",
            short_description: "બે ભાગવાળું કોટિંગ",
            description: "છત અને ટાંકી માટે.",
            features: ["લવચીક", "યુવી સ્થિર"],
          },
        ],
      },
      FIELDS,
    );
    expect(out).toEqual({
      ...english,
      name: "એક્વાસીલ ફ્લેક્સ",
      short_description: "બે ભાગવાળું કોટિંગ",
      description: "છત અને ટાંકી માટે.",
      features: ["લવચીક", "યુવી સ્થિર"],
    });
    expect(out).not.toHaveProperty("translations");
  });

  it("falls back to English field by field: null, blank, whitespace and empty lists are missing", () => {
    const out = localize(
      {
        ...english,
        translations: [
          { name: "اكوا سيل", short_description: null, description: "   ", features: [] },
        ],
      },
      FIELDS,
    );
    expect(out.name).toBe("اكوا سيل");
    expect(out.short_description).toBe(english.short_description);
    expect(out.description).toBe(english.description);
    expect(out.features).toEqual(english.features);
  });

  it("returns the English record when there is no translation (none embedded, empty, null)", () => {
    expect(localize(english, FIELDS)).toEqual(english);
    expect(localize({ ...english, translations: [] }, FIELDS)).toEqual(english);
    expect(localize({ ...english, translations: null }, FIELDS)).toEqual(english);
  });

  it("only touches the fields it is given", () => {
    const out = localize({ ...english, translations: [{ name: "नाम", description: "विवरण" }] }, [
      "name",
    ]);
    expect(out.name).toBe("नाम");
    expect(out.description).toBe(english.description);
  });

  it("keeps English null when the translation has nothing either (never invents a blank)", () => {
    const bare = { ...english, short_description: null };
    const out = localize({ ...bare, translations: [{ short_description: "" }] }, FIELDS);
    expect(out.short_description).toBeNull();
  });

  it("does not modify its input", () => {
    const input = { ...english, translations: [{ name: "નામ" }] };
    localize(input, FIELDS);
    expect(input.name).toBe("AquaSeal Flex");
    expect(input.translations).toHaveLength(1);
  });
});

describe("localizeAll", () => {
  it("localizes each row and tolerates a missing list", () => {
    expect(
      localizeAll([{ ...english, translations: [{ name: "नाम" }] }, english], ["name"]).map(
        (p) => p.name,
      ),
    ).toEqual(["नाम", "AquaSeal Flex"]);
    expect(localizeAll<Product, "name">(null, ["name"])).toEqual([]);
  });
});

describe("hasText", () => {
  it("treats blank strings and lists without text as missing", () => {
    expect(hasText("x")).toBe(true);
    expect(hasText(" ")).toBe(false);
    expect(hasText(null)).toBe(false);
    expect(hasText(undefined)).toBe(false);
    expect(hasText([])).toBe(false);
    expect(hasText([""])).toBe(false);
    expect(hasText(["", "a"])).toBe(true);
    expect(hasText([{ value: "25+", label: "Years" }])).toBe(true);
  });
});
