// /admin/settings writes the one site_settings row through the real API. Its zod schema
// (src/entities/site-settings/limits.ts) is the TypeScript copy of the table's CHECKs: every
// value just past a limit is refused by both, every value at a limit accepted by both. Only an
// admin may change the row or its translations; anon, users and support agents are refused.
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SITE_SETTINGS_LIMITS as L,
  siteSettingsSchema,
  type SiteSettingsForm,
} from "../../src/entities/site-settings/limits";
import { restActor, type Actor, type ActorRole } from "./support/actors";
import { connect, createUser } from "./support/db";
import { siteSettings } from "./support/fixtures";

let c: pg.Client;
let admin: Actor;
const others = new Map<ActorRole, Actor>();
let original: Record<string, unknown>;
/** The seed's Swahili row, if any: set aside so an admin can create it, put back afterwards. */
let swahili: Record<string, unknown> | undefined;

const FORM_COLUMNS = Object.keys(siteSettingsSchema.shape);

beforeAll(async () => {
  c = await connect();
  original = await siteSettings(c);
  swahili = (
    await c.query(
      "delete from public.site_setting_translations where site_setting_id = 1 and language = 'sw' returning *",
    )
  ).rows[0] as Record<string, unknown> | undefined;
  admin = await restActor("admin", await createUser(c, "admin"));
  others.set("anon", await restActor("anon", null));
  others.set("user", await restActor("user", await createUser(c, "user")));
  others.set("support", await restActor("support", await createUser(c, "support")));
});

afterAll(async () => {
  if (c) {
    const set = FORM_COLUMNS.map((col, i) => `${col} = $${i + 1}`).join(", ");
    const values = FORM_COLUMNS.map((col) =>
      col === "figures" ? JSON.stringify(original[col]) : original[col],
    );
    await c.query(`update public.site_settings set ${set} where id = 1`, values);
    await c.query(
      "delete from public.site_setting_translations where site_setting_id = 1 and language = 'sw'",
    );
    if (swahili)
      await c.query(
        "insert into public.site_setting_translations select * from jsonb_populate_record(null::public.site_setting_translations, $1)",
        [JSON.stringify(swahili)],
      );
    await c.end();
  }
});

/** The form's values for the row as stored now. */
async function currentForm(): Promise<SiteSettingsForm> {
  const row = (await c.query("select * from public.site_settings where id = 1")).rows[0] as Record<
    string,
    unknown
  >;
  const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  return {
    company_name: text(row.company_name),
    tagline: text(row.tagline),
    story: text(row.story),
    founded_year: text(row.founded_year),
    figures: (row.figures as { value: string; label: string }[]) ?? [],
    certifications: (row.certifications as string[]) ?? [],
    quality_statement: text(row.quality_statement),
    address_line1: text(row.address_line1),
    address_line2: text(row.address_line2),
    city: text(row.city),
    state: text(row.state),
    postal_code: text(row.postal_code),
    country: text(row.country),
    phones: (row.phones as string[]) ?? [],
    emails: (row.emails as string[]) ?? [],
    business_hours: text(row.business_hours),
    countries_served: text(row.countries_served),
    material_testing: text(row.material_testing),
    lead_time_days: text(row.lead_time_days),
  };
}

const figures = (n: number, value = "25+", label = "Years") =>
  Array.from({ length: n }, () => ({ value, label }));

// [case, field, form value]: the form value the schema checks; what the database is sent is the
// same value written directly (the schema's output where it would have passed).
type Case = [string, keyof SiteSettingsForm, unknown];
const justPast: Case[] = [
  ["blank company name", "company_name", " "],
  ["company name too long", "company_name", "c".repeat(L.company_name + 1)],
  ["tagline too long", "tagline", "t".repeat(L.tagline + 1)],
  ["story too long", "story", "s".repeat(L.story + 1)],
  ["founded before 1800", "founded_year", L.founded_year.min - 1],
  ["founded after 2100", "founded_year", L.founded_year.max + 1],
  ["too many figures", "figures", figures(L.figures.items + 1)],
  ["figure value too long", "figures", figures(1, "9".repeat(L.figures.value + 1))],
  ["figure label too long", "figures", figures(1, "9", "l".repeat(L.figures.label + 1))],
  ["blank figure label", "figures", figures(1, "9", " ")],
  ["too many certifications", "certifications", Array(L.certifications.items + 1).fill("ISO")],
  ["certification too long", "certifications", ["i".repeat(L.certifications.max + 1)]],
  ["quality statement too long", "quality_statement", "q".repeat(L.quality_statement + 1)],
  ["address line too long", "address_line1", "a".repeat(L.address_line + 1)],
  ["city too long", "city", "c".repeat(L.city + 1)],
  ["postal code too short", "postal_code", "12"],
  ["postal code with a slash", "postal_code", "380/015"],
  ["country too long", "country", "c".repeat(L.country + 1)],
  ["phone with five digits", "phones", ["12345"]],
  ["too many phones", "phones", Array(L.phones + 1).fill("+91 79 1234 5678")],
  ["malformed e-mail", "emails", ["sales@example"]],
  ["too many e-mails", "emails", Array(L.emails + 1).fill("a@example.com")],
  ["hours too long", "business_hours", "h".repeat(L.business_hours + 1)],
  ["countries served too long", "countries_served", "1".repeat(L.countries_served + 1)],
  ["material testing too long", "material_testing", "1".repeat(L.material_testing + 1)],
  ["lead time of zero days", "lead_time_days", L.lead_time_days.min - 1],
  ["lead time over a year", "lead_time_days", L.lead_time_days.max + 1],
];

const atLimit: Case[] = [
  ["longest company name", "company_name", "c".repeat(L.company_name)],
  ["longest tagline", "tagline", "t".repeat(L.tagline)],
  ["longest story", "story", "s".repeat(L.story)],
  ["earliest founding year", "founded_year", L.founded_year.min],
  ["most figures", "figures", figures(L.figures.items)],
  ["longest certification", "certifications", ["i".repeat(L.certifications.max)]],
  ["ten phones", "phones", Array(L.phones).fill("+91 79 1234 5678")],
  ["postal code with letters", "postal_code", "SW1A 1AA"],
  ["longest lead time", "lead_time_days", L.lead_time_days.max],
];

/** The form's parse of one changed field: the issue paths, or the row it would write. */
async function parse(field: keyof SiteSettingsForm, value: unknown) {
  const form = { ...(await currentForm()), [field]: value } as SiteSettingsForm;
  return siteSettingsSchema.safeParse(form);
}

describe("site settings: the form's schema and the table's CHECKs agree", () => {
  it.each(justPast)("%s: both refuse", async (_case, field, value) => {
    const parsed = await parse(field, value);
    expect(parsed.success).toBe(false);
    expect(new Set(parsed.error?.issues.map((i) => i.path[0]))).toEqual(new Set([field]));
    const { error } = await admin.update("site_settings", { id: 1 }, { [field]: value });
    expect(error?.code).toBe("23514");
  });

  it.each(atLimit)("%s: both accept", async (_case, field, value) => {
    const parsed = await parse(field, value);
    expect(parsed.success).toBe(true);
    const { data, error } = await admin.update("site_settings", { id: 1 }, parsed.data ?? {});
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });
});

describe("site settings: who may change them", () => {
  it.each(["anon", "user", "support"] as const)(
    "%s can read the row but not change it or its translations",
    async (role) => {
      const actor = others.get(role)!;
      const before = (await c.query("select tagline, phones from public.site_settings")).rows[0];
      const read = await actor.select("site_settings", { id: 1 });
      expect(read.data).toHaveLength(1);
      const write = await actor.update(
        "site_settings",
        { id: 1 },
        { tagline: `hijacked by ${role}`, phones: ["+1 555 0100 000"] },
      );
      // anon has no UPDATE privilege at all; signed-in non-admins meet the policy: no row.
      if (role === "anon") expect(write.error?.code).toBe("42501");
      else expect(write).toEqual({ data: [], error: null });
      const translate = await actor.insert("site_setting_translations", {
        site_setting_id: 1,
        language: "sw",
        tagline: `hijacked by ${role}`,
      });
      expect(translate.error?.code).toBe("42501");
      expect((await c.query("select tagline, phones from public.site_settings")).rows[0]).toEqual(
        before,
      );
    },
  );

  it("an admin changes the row and its translation, each change in the history", async () => {
    const tagline = `Waterproofing ${Date.now()}`;
    const saved = await admin.update(
      "site_settings",
      { id: 1 },
      { tagline, phones: ["+91 79 4000 1234"] },
    );
    expect(saved.error).toBeNull();
    expect(saved.data?.[0]).toMatchObject({ tagline, phones: ["+91 79 4000 1234"] });
    const translated = await admin.insert("site_setting_translations", {
      site_setting_id: 1,
      language: "sw",
      tagline: "Kuzuia maji",
    });
    expect(translated.error).toBeNull();
    const audit = await c.query(
      `select table_name, action, new_values ->> 'tagline' as tagline from public.content_audit
        where actor_id = $1 and record_id in ('1', '1:sw')
          and table_name in ('site_settings', 'site_setting_translations')
        order by id`,
      [admin.userId],
    );
    expect(audit.rows).toContainEqual({ table_name: "site_settings", action: "update", tagline });
    expect(audit.rows).toContainEqual({
      table_name: "site_setting_translations",
      action: "insert",
      tagline: "Kuzuia maji",
    });
  });

  it("refuses a save over a newer version (the form's stale-edit check)", async () => {
    const version = async () =>
      String((await c.query("select updated_at::text as v from public.site_settings")).rows[0].v);
    const loaded = await version();
    // The form's save: update only while updated_at is the version it loaded.
    const first = await admin.update(
      "site_settings",
      { id: 1, updated_at: loaded },
      { city: "Vadodara" },
    );
    expect(first.data).toHaveLength(1);
    const stale = await admin.update(
      "site_settings",
      { id: 1, updated_at: loaded },
      { city: "Surat" },
    );
    expect(stale).toEqual({ data: [], error: null });
    expect((await c.query("select city from public.site_settings")).rows[0].city).toBe("Vadodara");
  });

  it("an admin cannot delete the row or add a second one", async () => {
    expect((await admin.remove("site_settings", { id: 1 })).error?.code).toBe("42501");
    const second = await admin.insert("site_settings", { id: 2, company_name: "Second" });
    expect(second.error?.code).toBe("23514");
  });
});
