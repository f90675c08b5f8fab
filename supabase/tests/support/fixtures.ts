import { randomBytes } from "node:crypto";
import type pg from "pg";
import { ident, uniq, type TestUser } from "./db";
import type { Row } from "./actors";

/** Inserts a row as the superuser (no RLS) and returns it. */
export async function insertRow(c: pg.Client, table: string, row: Row): Promise<Row> {
  const cols = Object.keys(row).map(ident).join(", ");
  const r = await c.query(
    `insert into public.${ident(table)} (${cols}) select ${cols} from json_populate_record(null::public.${ident(table)}, $1) returning *`,
    [JSON.stringify(row)],
  );
  return r.rows[0] as Row;
}

export async function findRow(c: pg.Client, table: string, id: unknown): Promise<Row | undefined> {
  const r = await c.query(`select * from public.${ident(table)} where id = $1`, [id]);
  return r.rows[0] as Row | undefined;
}

export const youtubeId = (): string =>
  randomBytes(9).toString("base64url").slice(0, 11).padEnd(11, "a");

/** A valid row of each content table; `active` toggles what the public may see. */
export const contentRows: Record<string, (active: boolean) => Row> = {
  categories: (a) => ({ slug: uniq("cat"), name: "Test category", is_active: a }),
  brands: (a) => ({ slug: uniq("brand"), name: "Test brand", is_active: a }),
  products: (a) => ({ slug: uniq("prod"), name: "Test product", is_active: a }),
  services: (a) => ({ slug: uniq("svc"), title: "Test service", is_active: a }),
  transport_companies: (a) => ({
    name: uniq("Carrier"),
    city: "Ahmedabad",
    state: "Gujarat",
    phones: ["+91 98765 43210"],
    is_active: a,
  }),
  videos: (a) => ({ youtube_id: youtubeId(), title: "Test video", is_active: a }),
  banners: (a) => ({ title: uniq("Banner"), is_active: a }),
  social_links: (a) => ({
    platform: "facebook",
    url: `https://facebook.com/${uniq("p")}`,
    is_active: a,
  }),
  seo_settings: () => ({ route: `/${uniq("route")}`, title: "Test page" }),
  whatsapp_settings: () => ({
    phone_number: "+91 98765 43210",
    business_name: "Test business",
    is_active: false,
  }),
};

/** The one active WhatsApp row: the seeded one if present, else one created for the tests. */
export async function activeWhatsapp(c: pg.Client): Promise<Row> {
  const existing = await c.query("select * from public.whatsapp_settings where is_active");
  if (existing.rows[0]) return existing.rows[0] as Row;
  try {
    return await insertRow(c, "whatsapp_settings", {
      phone_number: "+91 98765 43210",
      business_name: "Policy test business",
      is_active: true,
    });
  } catch {
    const again = await c.query("select * from public.whatsapp_settings where is_active");
    return again.rows[0] as Row;
  }
}

/** The site_settings row (id 1), created with placeholder facts when the seed has none. */
export async function siteSettings(c: pg.Client): Promise<Row> {
  await c.query(
    "insert into public.site_settings (id, company_name) values (1, 'Jalraksha Building Solutions') on conflict (id) do nothing",
  );
  const r = await c.query("select * from public.site_settings where id = 1");
  return r.rows[0] as Row;
}

export async function profileOf(c: pg.Client, user: TestUser): Promise<Row> {
  const r = await c.query("select * from public.profiles where user_id = $1", [user.id]);
  return r.rows[0] as Row;
}
