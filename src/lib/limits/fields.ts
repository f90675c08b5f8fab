import { z } from "zod";
import { parseYouTubeId } from "@/lib/youtube";
import { SLUG_MAX, SLUG_RE } from "@/lib/slug";
import { fromSiteLocalInput } from "@/lib/site-time";

/*
 * Field schemas that mirror the database's CHECK constraints (supabase/migrations/*_content_tables.sql),
 * from which each entity's limits.ts builds its table's schema, so a form catches what the database
 * would refuse. Messages are i18n keys, optionally with a
 * number after a colon ("cms.errors.tooLong:120") that the field renders as {{max}}.
 */
export const msg = {
  required: "cms.errors.required",
  tooLong: (max: number) => `cms.errors.tooLong:${max}`,
  slug: "cms.errors.slug",
  url: "cms.errors.url",
  asset: "cms.errors.asset",
  email: "cms.errors.email",
  phone: "cms.errors.phone",
  number: "cms.errors.number",
  positive: "cms.errors.positive",
  tooMany: (max: number) => `cms.errors.tooMany:${max}`,
  youtube: "cms.errors.youtube",
  icon: "cms.errors.icon",
  altRequired: "cms.errors.altRequired",
} as const;

const HTTP_URL_RE = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?(\/\S*)?$/i;
const ROOT_PATH_RE = /^\/[^/\s]\S*$/;
const EMAIL_RE =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const PHONE_RE = /^\+?[0-9 ()-]{6,24}$/;

export const isHttpUrl = (v: string) => HTTP_URL_RE.test(v) && v.length <= 2048;
export const isAssetUrl = (v: string) => (isHttpUrl(v) || ROOT_PATH_RE.test(v)) && v.length <= 2048;
export const isEmail = (v: string) => EMAIL_RE.test(v) && v.length <= 254;
export const isPhone = (v: string) => {
  const digits = v.replace(/[^0-9]/g, "").length;
  return PHONE_RE.test(v) && digits >= 6 && digits <= 15;
};

const emptyToNull = (v: string) => (v.trim() === "" ? null : v.trim());

/** Non-blank text, at most `max` characters (btrim(x) <> '' and char_length(x) <= max). */
export const requiredText = (max: number) =>
  z.string().trim().min(1, msg.required).max(max, msg.tooLong(max));

/** Optional text: empty becomes null. */
export const optionalText = (max: number) =>
  z.string().max(max, msg.tooLong(max)).transform(emptyToNull);

export const slugField = z
  .string()
  .trim()
  .min(1, msg.required)
  .max(SLUG_MAX, msg.tooLong(SLUG_MAX))
  .regex(SLUG_RE, msg.slug);

export const optionalHttpUrl = z
  .string()
  .trim()
  .refine((v) => v === "" || isHttpUrl(v), msg.url)
  .transform(emptyToNull);

export const optionalAssetUrl = z
  .string()
  .trim()
  .refine((v) => v === "" || isAssetUrl(v), msg.asset)
  .transform(emptyToNull);

export const optionalEmail = z
  .string()
  .trim()
  .refine((v) => v === "" || isEmail(v), msg.email)
  .transform(emptyToNull);

/** An icon name (lucide): ^[a-z0-9-]{1,64}$ or empty. */
export const optionalIcon = z
  .string()
  .trim()
  .refine((v) => v === "" || /^[a-z0-9-]{1,64}$/.test(v), msg.icon)
  .transform(emptyToNull);

/** public.all_labels(x, max): non-blank labels of at most `max` characters, 100 at most. */
export const labelList = (max: number) =>
  z
    .array(z.string())
    .transform((list) => list.map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(max, msg.tooLong(max))).max(100, msg.tooMany(100)));

export const phoneList = z
  .array(z.string())
  .transform((list) => list.map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().refine(isPhone, msg.phone)).max(10, msg.tooMany(10)));

/** An integer column: PostgreSQL's integer range. */
export const INT4 = { min: -2147483648, max: 2147483647 } as const;
export const sortOrder = z.coerce
  .number({ error: msg.number })
  .int(msg.number)
  .min(INT4.min, msg.number)
  .max(INT4.max, msg.number);

/** A site-time "YYYY-MM-DDTHH:mm" input -> ISO instant or null. */
export const siteDateTime = z
  .string()
  .refine((v) => v === "" || fromSiteLocalInput(v) !== null, msg.required)
  .transform((v) => fromSiteLocalInput(v));

/** A YouTube URL or 11-character id -> the id. */
export const youtubeId = z
  .string()
  .trim()
  .min(1, msg.required)
  .transform((v, ctx) => {
    const id = parseYouTubeId(v);
    if (!id) {
      ctx.addIssue({ code: "custom", message: msg.youtube });
      return z.NEVER;
    }
    return id;
  });

const positive = z.coerce.number({ error: msg.number }).positive(msg.positive);

/** public.is_valid_pack_sizes. */
export const packSizes = z
  .array(
    z.object({
      size: positive,
      unit: z.enum(["kg", "L", "roll", "bag"]),
      label: z.string().max(60, msg.tooLong(60)).optional(),
    }),
  )
  .max(30, msg.tooMany(30))
  .transform((list) =>
    list.map((p) =>
      p.label?.trim() ? { ...p, label: p.label.trim() } : { size: p.size, unit: p.unit },
    ),
  );

/** The length of PostgreSQL's jsonb text of a JSON value (`, ` and `: ` separators), as CHECKs see it. */
export function jsonbTextLength(value: unknown): number {
  return jsonbText(value).length;
}

function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(", ")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}: ${jsonbText(v)}`)
      .join(", ")}}`;
  return JSON.stringify(value);
}

/** public.is_valid_specifications (array form). */
export const specifications = z
  .array(z.object({ key: z.string(), value: z.string() }))
  .transform((list) => list.filter((s) => s.key.trim() !== "" || s.value.trim() !== ""))
  .pipe(
    z
      .array(
        z.object({
          key: z.string().trim().min(1, msg.required).max(200, msg.tooLong(200)),
          value: z.string().max(2000, msg.tooLong(2000)),
        }),
      )
      .max(100, msg.tooMany(100)),
  )
  .refine((list) => jsonbTextLength(list) <= 20000, msg.tooLong(20000));

const galleryOf = (alt: z.ZodType<string>) =>
  z
    .array(
      z.object({
        url: z.string().refine(isAssetUrl, msg.asset),
        alt,
        width: z.number().int().positive().optional(),
        height: z.number().int().positive().optional(),
      }),
    )
    .max(30, msg.tooMany(30));

/** public.is_valid_gallery: 30 images at most, each with an asset URL. */
export const gallery = galleryOf(z.string().trim().max(300, msg.tooLong(300)));

/** The gallery as the product form edits it: every image needs its alt text. */
export const galleryWithAlt = galleryOf(
  z.string().trim().min(1, msg.altRequired).max(300, msg.tooLong(300)),
);

/** public.is_valid_coverage_data, edited as a small form; kind "" means none (null). */
export const coverageData = z
  .object({
    kind: z.enum(["", "liquid", "system", "membrane", "cement_admixture"]),
    unit: z.enum(["", "kg", "L"]),
    per_coat: z.string(),
    rate_m2_per_unit: z.string(),
    coats: z.string(),
    primer_slug: z.string(),
    roll_width: z.string(),
    roll_length: z.string(),
    side_lap: z.string(),
    end_lap: z.string(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === "") return;
    const num = (
      field: keyof typeof c,
      opts: { required?: boolean; min0?: boolean; int?: boolean } = {},
    ) => {
      const raw = c[field].trim();
      if (raw === "") {
        if (opts.required) ctx.addIssue({ code: "custom", path: [field], message: msg.required });
        return;
      }
      const n = Number(raw);
      const bad =
        !Number.isFinite(n) ||
        (opts.min0 ? n < 0 : n <= 0) ||
        (opts.int ? !Number.isInteger(n) || n < 1 || n > 10 : false);
      if (bad) ctx.addIssue({ code: "custom", path: [field], message: msg.positive });
    };
    if (c.kind === "membrane") {
      num("roll_width", { required: true });
      num("roll_length", { required: true });
      num("side_lap", { min0: true });
      num("end_lap", { min0: true });
    } else {
      if (c.unit === "") ctx.addIssue({ code: "custom", path: ["unit"], message: msg.required });
      if (c.per_coat.trim() === "" && c.rate_m2_per_unit.trim() === "")
        ctx.addIssue({ code: "custom", path: ["per_coat"], message: msg.required });
      num("per_coat");
      num("rate_m2_per_unit");
    }
    num("coats", { int: true });
    if (c.primer_slug.trim() !== "" && !SLUG_RE.test(c.primer_slug.trim()))
      ctx.addIssue({ code: "custom", path: ["primer_slug"], message: msg.slug });
  })
  .transform((c) => {
    if (c.kind === "") return null;
    const n = (v: string) => (v.trim() === "" ? undefined : Number(v));
    const out: Record<string, unknown> = { kind: c.kind };
    if (c.unit) out.unit = c.unit;
    if (n(c.per_coat) !== undefined) out.per_coat = n(c.per_coat);
    if (n(c.rate_m2_per_unit) !== undefined) out.rate_m2_per_unit = n(c.rate_m2_per_unit);
    if (n(c.coats) !== undefined) out.coats = n(c.coats);
    if (c.primer_slug.trim()) out.primer_slug = c.primer_slug.trim();
    if (c.kind === "membrane") {
      const roll: Record<string, number> = {
        width: Number(c.roll_width),
        length: Number(c.roll_length),
      };
      if (n(c.side_lap) !== undefined) roll.side_lap = Number(c.side_lap);
      if (n(c.end_lap) !== undefined) roll.end_lap = Number(c.end_lap);
      out.roll = roll;
    }
    return out;
  });

export type CoverageForm = z.input<typeof coverageData>;

/** The coverage form from a stored coverage_data value. */
export function coverageToForm(value: unknown): CoverageForm {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const roll = (v.roll && typeof v.roll === "object" ? v.roll : {}) as Record<string, unknown>;
  const s = (x: unknown) => (x === undefined || x === null ? "" : String(x));
  const kind = s(v.kind);
  const unit = s(v.unit);
  return {
    kind: (["liquid", "system", "membrane", "cement_admixture"].includes(kind)
      ? kind
      : "") as CoverageForm["kind"],
    unit: (unit === "kg" || unit === "L" ? unit : "") as CoverageForm["unit"],
    per_coat: s(v.per_coat),
    rate_m2_per_unit: s(v.rate_m2_per_unit),
    coats: s(v.coats),
    primer_slug: s(v.primer_slug),
    roll_width: s(roll.width),
    roll_length: s(roll.length),
    side_lap: s(roll.side_lap),
    end_lap: s(roll.end_lap),
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A related record's id from a select ("" = none). */
export const relationId = z
  .string()
  .refine((v) => v === "" || UUID_RE.test(v), "cms.errors.unknownRef")
  .transform(emptyToNull);

/** An optional integer kept beside an image (natural width/height). */
export const optionalDimension = z
  .union([z.number().int().min(1).max(20000), z.null(), z.undefined(), z.literal("")])
  .transform((v) => (typeof v === "number" ? v : null));

export { emptyToNull };
