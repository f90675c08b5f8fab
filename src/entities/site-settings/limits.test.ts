import { describe, expect, it } from "vitest";
import { SITE_SETTINGS_LIMITS as L, siteSettingsSchema, type SiteSettingsForm } from "./limits";
import { SITE_SETTINGS_TRANSLATION } from "./translatable";

const valid: SiteSettingsForm = {
  company_name: " Jalraksha Building Solutions ",
  tagline: "Waterproofing that lasts",
  story: "One.\n\nTwo.",
  founded_year: "1998",
  figures: [{ value: "25+", label: "Years" }],
  certifications: ["ISO 9001:2015", " ", ""],
  quality_statement: "",
  address_line1: "Plot 14",
  address_line2: "",
  city: "Ahmedabad",
  state: "Gujarat",
  postal_code: "382415",
  country: "India",
  phones: ["+91 79 1234 5678", ""],
  emails: ["sales@example.com"],
  business_hours: "Mon-Sat 9:00-18:00",
  countries_served: "15+",
  material_testing: "100%",
  lead_time_days: "",
};

function errorsOf(patch: Partial<SiteSettingsForm>): Record<string, string> {
  const result = siteSettingsSchema.safeParse({ ...valid, ...patch });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("siteSettingsSchema", () => {
  it("turns the form into the row: trimmed, blanks to NULL, empty lines dropped", () => {
    expect(siteSettingsSchema.parse(valid)).toEqual({
      ...valid,
      company_name: "Jalraksha Building Solutions",
      founded_year: 1998,
      certifications: ["ISO 9001:2015"],
      quality_statement: null,
      address_line2: null,
      phones: ["+91 79 1234 5678"],
      lead_time_days: null,
    });
  });

  it("refuses what the CHECKs refuse, naming the field", () => {
    expect(errorsOf({ company_name: "  " })).toEqual({ company_name: "cms.errors.required" });
    expect(errorsOf({ tagline: "x".repeat(301) })).toEqual({ tagline: "cms.errors.tooLong:300" });
    expect(errorsOf({ founded_year: "1799" })).toEqual({
      founded_year: "cms.errors.range:1800-2100",
    });
    expect(errorsOf({ founded_year: "1998.5" })).toHaveProperty(
      "founded_year",
      "cms.errors.number",
    );
    expect(errorsOf({ lead_time_days: "366" })).toEqual({
      lead_time_days: "cms.errors.range:1-365",
    });
    expect(errorsOf({ postal_code: "12" })).toEqual({ postal_code: "cms.errors.postalCode:3-12" });
    expect(errorsOf({ phones: ["12345"] })).toEqual({ phones: "cms.errors.phone" });
    expect(errorsOf({ emails: ["not-an-email"] })).toEqual({ emails: "cms.errors.email" });
    expect(errorsOf({ figures: [{ value: "", label: "Years" }] })).toEqual({
      figures: "cms.errors.required",
    });
    expect(errorsOf({ figures: Array(9).fill({ value: "1", label: "x" }) })).toEqual({
      figures: "cms.errors.tooMany:8",
    });
    expect(errorsOf({ certifications: Array(21).fill("ISO") })).toEqual({
      certifications: "cms.errors.tooMany:20",
    });
    expect(errorsOf({ countries_served: "x".repeat(21) })).toEqual({
      countries_served: "cms.errors.tooLong:20",
    });
  });
});

describe("the translatable fields' limits", () => {
  it("are the columns' limits", () => {
    const max = Object.fromEntries(SITE_SETTINGS_TRANSLATION.fields.map((f) => [f.name, f.max]));
    expect(max).toEqual({
      tagline: L.tagline,
      story: L.story,
      figures: L.figures.label,
      certifications: L.certifications.max,
      quality_statement: L.quality_statement,
      business_hours: L.business_hours,
    });
  });
});
