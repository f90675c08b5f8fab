import { z } from "zod";

/*
 * The one TypeScript copy of public.site_settings' CHECKs (supabase/migrations/
 * 20250101000100_content_tables.sql and 20251123110000_company_story_and_figures.sql;
 * supabase/tests/site-settings.test.ts holds it against the database). It validates the
 * settings form's values (text inputs, one list item per line, figures as rows) and turns them
 * into the row written to the table. Messages are the content forms' i18n keys ("key:max").
 */
export const SITE_SETTINGS_LIMITS = {
  company_name: 160,
  tagline: 300,
  address_line: 200,
  city: 100,
  state: 100,
  country: 100,
  business_hours: 200,
  countries_served: 20,
  material_testing: 20,
  lead_time_days: { min: 1, max: 365 },
  story: 5000,
  founded_year: { min: 1800, max: 2100 },
  quality_statement: 2000,
  phones: 10,
  emails: 10,
  certifications: { items: 20, max: 160 },
  figures: { items: 8, value: 20, label: 80 },
} as const;

const L = SITE_SETTINGS_LIMITS;

const msg = {
  required: "cms.errors.required",
  tooLong: (max: number) => `cms.errors.tooLong:${max}`,
  tooMany: (max: number) => `cms.errors.tooMany:${max}`,
  email: "cms.errors.email",
  phone: "cms.errors.phone",
  number: "cms.errors.number",
  postalCode: "cms.errors.postalCode:3-12",
  range: (min: number, max: number) => `cms.errors.range:${min}-${max}`,
};

// The database's is_email(), is_phone() and postal_code patterns.
const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9 ()-]{6,24}$/;
const POSTAL_CODE = /^[A-Za-z0-9 -]{3,12}$/;

export const isSettingsEmail = (v: string) => EMAIL.test(v) && v.length <= 254;
export function isSettingsPhone(v: string): boolean {
  const digits = v.replace(/[^0-9]/g, "").length;
  return PHONE.test(v) && digits >= 6 && digits <= 15;
}

const emptyToNull = (v: string) => (v.trim() === "" ? null : v.trim());
const requiredText = (max: number) =>
  z.string().trim().min(1, msg.required).max(max, msg.tooLong(max));
const optionalText = (max: number) =>
  z
    .string()
    .refine((v) => v.trim().length <= max, msg.tooLong(max))
    .transform(emptyToNull);

/** An optional whole number in [min, max]: "" (or nothing) is NULL. */
const optionalInt = (min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => (typeof v === "number" ? v : v.trim() === "" ? null : Number(v.trim())))
    .refine((v) => v === null || Number.isInteger(v), msg.number)
    .refine((v) => v === null || (v >= min && v <= max), msg.range(min, max));

/** Lines of a list: blank lines dropped, each trimmed. */
const lines = z.array(z.string()).transform((list) => list.map((s) => s.trim()).filter(Boolean));

export const siteFigure = z.object({
  value: requiredText(L.figures.value),
  label: requiredText(L.figures.label),
});

export const siteSettingsSchema = z.object({
  company_name: requiredText(L.company_name),
  tagline: optionalText(L.tagline),
  story: optionalText(L.story),
  founded_year: optionalInt(L.founded_year.min, L.founded_year.max),
  figures: z.array(siteFigure).max(L.figures.items, msg.tooMany(L.figures.items)),
  certifications: lines.pipe(
    z
      .array(z.string().max(L.certifications.max, msg.tooLong(L.certifications.max)))
      .max(L.certifications.items, msg.tooMany(L.certifications.items)),
  ),
  quality_statement: optionalText(L.quality_statement),
  address_line1: optionalText(L.address_line),
  address_line2: optionalText(L.address_line),
  city: optionalText(L.city),
  state: optionalText(L.state),
  postal_code: z
    .string()
    .trim()
    .refine((v) => v === "" || POSTAL_CODE.test(v), msg.postalCode)
    .transform(emptyToNull),
  country: optionalText(L.country),
  phones: lines.pipe(
    z.array(z.string().refine(isSettingsPhone, msg.phone)).max(L.phones, msg.tooMany(L.phones)),
  ),
  emails: lines.pipe(
    z.array(z.string().refine(isSettingsEmail, msg.email)).max(L.emails, msg.tooMany(L.emails)),
  ),
  business_hours: optionalText(L.business_hours),
  // NOT NULL without a blank check: "" is stored as it is.
  countries_served: z.string().trim().max(L.countries_served, msg.tooLong(L.countries_served)),
  material_testing: z.string().trim().max(L.material_testing, msg.tooLong(L.material_testing)),
  lead_time_days: optionalInt(L.lead_time_days.min, L.lead_time_days.max),
});

export type SiteSettingsForm = z.input<typeof siteSettingsSchema>;
export type SiteSettingsRow = z.output<typeof siteSettingsSchema>;
