import { describe, expect, it } from "vitest";
import { TRANSLATIONS } from "./translatable";
import { fromTranslationForm, toTranslationForm, translationSchema } from "./translation-form";

const fields = TRANSLATIONS.products!.fields;

describe("translation form values", () => {
  it("edits lists one item per line and shows NULL as empty", () => {
    expect(
      toTranslationForm(fields, { name: "नाव", features: ["अ", "ब"], description: null }),
    ).toEqual({
      name: "नाव",
      short_description: "",
      description: "",
      features: "अ\nब",
      applications: "",
      coverage: "",
    });
    expect(toTranslationForm(fields, null).name).toBe("");
  });

  it("stores cleared fields as NULL and trims items", () => {
    expect(
      fromTranslationForm(fields, {
        name: "  नाव ",
        short_description: "   ",
        description: "",
        features: " अ \n\n ब\n",
        applications: "\n",
        coverage: "x",
      }),
    ).toEqual({
      name: "नाव",
      short_description: null,
      description: null,
      features: ["अ", "ब"],
      applications: null,
      coverage: "x",
    });
  });

  it("checks the parent's length limits", () => {
    const schema = translationSchema(fields);
    const ok = toTranslationForm(fields, null);
    expect(schema.safeParse(ok).success).toBe(true);
    const long = schema.safeParse({ ...ok, name: "x".repeat(161) });
    expect(long.error?.issues[0]).toMatchObject({
      path: ["name"],
      message: "cms.errors.tooLong:160",
    });
    const item = schema.safeParse({ ...ok, features: `ok\n${"y".repeat(301)}` });
    expect(item.error?.issues[0]?.message).toBe("cms.errors.tooLong:300");
  });
});

describe("figures translations", () => {
  const figureFields = TRANSLATIONS.siteSettings!.fields.filter((f) => f.name === "figures");

  it("edits figures as value | label lines and stores them back", () => {
    const stored = [
      { value: "25+", label: "वर्ष" },
      { value: "15", label: "देश" },
    ];
    const text = toTranslationForm(figureFields, { figures: stored });
    expect(text).toEqual({ figures: "25+ | वर्ष\n15 | देश" });
    expect(fromTranslationForm(figureFields, text)).toEqual({ figures: stored });
    expect(fromTranslationForm(figureFields, { figures: " \n" })).toEqual({ figures: null });
  });

  it("refuses a line without both parts, long labels and more than eight figures", () => {
    const schema = translationSchema(figureFields);
    expect(schema.safeParse({ figures: "25+ | वर्ष" }).success).toBe(true);
    expect(schema.safeParse({ figures: "25+" }).success).toBe(false);
    expect(schema.safeParse({ figures: `1 | ${"x".repeat(81)}` }).success).toBe(false);
    expect(schema.safeParse({ figures: Array(9).fill("1 | x").join("\n") }).success).toBe(false);
  });
});
