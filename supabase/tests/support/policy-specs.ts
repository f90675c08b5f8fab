import type { ActorRole, Row } from "./actors";
import { activeWhatsapp, contentRows, insertRow, profileOf, siteSettings } from "./fixtures";
import {
  deleteCase,
  insertCase,
  newId,
  otherUser,
  selectCase,
  uniq,
  updateCase,
  type Ctx,
  type PolicyCase,
} from "./policy-cases";
import { PUBLISH_POLICY_CASES } from "./publish-policy-specs";
import { STAFF_MAIL_POLICY_CASES } from "./staff-mail-policy-specs";
import { TRANSLATION_POLICY_CASES } from "./translation-policy-specs";
import { TRASH_POLICY_CASES } from "./trash-policy-specs";

const ALL: ActorRole[] = ["anon", "user", "support", "admin"];
const ADMIN: ActorRole[] = ["admin"];
const STAFF: ActorRole[] = ["support", "admin"];
const NONE: ActorRole[] = [];

/** Content tables whose rows the public sees while is_active, and only admins write. */
const ACTIVE_CONTENT: Record<string, (row: Row) => Row> = {
  categories: () => ({ name: uniq("Renamed") }),
  brands: () => ({ name: uniq("Renamed") }),
  products: () => ({ name: uniq("Renamed"), is_featured: true }),
  services: () => ({ title: uniq("Renamed") }),
  transport_companies: () => ({ city: "Surat", is_verified: true }),
  videos: () => ({ title: uniq("Renamed") }),
  banners: () => ({ subtitle: uniq("Renamed") }),
  social_links: () => ({ url: `https://instagram.com/${uniq("x")}` }),
};

function activeContentCases(table: string, patch: (row: Row) => Row): PolicyCase[] {
  const make = contentRows[table]!;
  const fixture = (active: boolean) => (ctx: Ctx) => insertRow(ctx.c, table, make(active));
  return [
    selectCase(table, "active row", fixture(true), ALL),
    selectCase(table, "inactive row", fixture(false), ADMIN),
    insertCase(
      table,
      "new row",
      async () => {
        const id = newId();
        return { row: { id, ...make(true) }, probe: { id } };
      },
      ADMIN,
    ),
    updateCase(table, "active row", fixture(true), patch, ADMIN),
    deleteCase(table, "active row", fixture(true), ADMIN),
  ];
}

const bannerSchedule: PolicyCase[] = [
  selectCase(
    "banners",
    "active but ended banner",
    (ctx) =>
      insertRow(ctx.c, "banners", {
        ...contentRows.banners!(true),
        starts_at: "2020-01-01T00:00:00Z",
        ends_at: "2020-02-01T00:00:00Z",
      }),
    ADMIN,
  ),
  selectCase(
    "banners",
    "active banner not started yet",
    (ctx) =>
      insertRow(ctx.c, "banners", {
        ...contentRows.banners!(true),
        starts_at: "2999-01-01T00:00:00Z",
      }),
    ADMIN,
  ),
  selectCase(
    "banners",
    "active banner within its schedule",
    (ctx) =>
      insertRow(ctx.c, "banners", {
        ...contentRows.banners!(true),
        starts_at: "2020-01-01T00:00:00Z",
        ends_at: "2999-01-01T00:00:00Z",
      }),
    ALL,
  ),
];

const seo: PolicyCase[] = [
  selectCase(
    "seo_settings",
    "any route",
    (ctx) => insertRow(ctx.c, "seo_settings", contentRows.seo_settings!(true)),
    ALL,
  ),
  insertCase(
    "seo_settings",
    "new route",
    async () => {
      const id = newId();
      return { row: { id, ...contentRows.seo_settings!(true) }, probe: { id } };
    },
    ADMIN,
  ),
  updateCase(
    "seo_settings",
    "a route",
    (ctx) => insertRow(ctx.c, "seo_settings", contentRows.seo_settings!(true)),
    () => ({ description: uniq("Described") }),
    ADMIN,
  ),
  deleteCase(
    "seo_settings",
    "a route",
    (ctx) => insertRow(ctx.c, "seo_settings", contentRows.seo_settings!(true)),
    ADMIN,
  ),
];

const inactiveWhatsapp = (ctx: Ctx) =>
  insertRow(ctx.c, "whatsapp_settings", contentRows.whatsapp_settings!(false));
const whatsapp: PolicyCase[] = [
  selectCase("whatsapp_settings", "the active record", (ctx) => activeWhatsapp(ctx.c), ALL),
  selectCase("whatsapp_settings", "an inactive record", inactiveWhatsapp, ADMIN),
  insertCase(
    "whatsapp_settings",
    "an inactive record",
    async () => {
      const id = newId();
      return { row: { id, ...contentRows.whatsapp_settings!(false) }, probe: { id } };
    },
    ADMIN,
  ),
  // The shared active record is "changed" to its own values: updated_at proves the write.
  updateCase(
    "whatsapp_settings",
    "the active record",
    (ctx) => activeWhatsapp(ctx.c),
    (row) => ({ business_name: row.business_name }),
    ADMIN,
  ),
  deleteCase("whatsapp_settings", "an inactive record", inactiveWhatsapp, ADMIN),
  deleteCase("whatsapp_settings", "the active record", (ctx) => activeWhatsapp(ctx.c), NONE, [
    "anon",
    "user",
    "support",
  ]),
];

const site: PolicyCase[] = [
  selectCase("site_settings", "the settings row", (ctx) => siteSettings(ctx.c), ALL),
  // Only one row (id 1) can exist: an admin's insert passes the policy and meets the key.
  insertCase(
    "site_settings",
    "a second settings row",
    async () => ({ row: { id: 1, company_name: "Intruder Ltd" }, probe: { id: 1 } }),
    ADMIN,
    { allowedError: "23505" },
  ),
  updateCase(
    "site_settings",
    "the settings row",
    (ctx) => siteSettings(ctx.c),
    (row) => ({ tagline: row.tagline }),
    ADMIN,
  ),
  deleteCase("site_settings", "the settings row", (ctx) => siteSettings(ctx.c), NONE),
];

const ownProfile = async (ctx: Ctx, actor: { userId: string | null }) => {
  const user = Object.values(ctx.users).find((u) => u.id === actor.userId) ?? ctx.users.user;
  return profileOf(ctx.c, user);
};
const otherProfile = async (ctx: Ctx) => profileOf(ctx.c, await otherUser(ctx));
const profiles: PolicyCase[] = [
  selectCase("profiles", "own profile", ownProfile, ["user", "support", "admin"]),
  selectCase("profiles", "another user's profile", otherProfile, ADMIN),
  insertCase(
    "profiles",
    "a profile row",
    async (ctx) => {
      const id = newId();
      const u = await otherUser(ctx);
      await ctx.c.query("delete from public.profiles where user_id = $1", [u.id]);
      return { row: { id, user_id: u.id, username: uniq("forged") }, probe: { id } };
    },
    NONE,
  ),
  updateCase("profiles", "own profile", ownProfile, () => ({ full_name: uniq("Name") }), [
    "user",
    "support",
    "admin",
  ]),
  updateCase(
    "profiles",
    "another user's profile",
    otherProfile,
    () => ({ full_name: uniq("Name") }),
    ADMIN,
  ),
  deleteCase("profiles", "own profile", ownProfile, NONE),
  deleteCase("profiles", "another user's profile", otherProfile, NONE),
];

const roleOf = async (ctx: Ctx, userId: string, role: string) => {
  const r = await ctx.c.query("select * from public.user_roles where user_id = $1 and role = $2", [
    userId,
    role,
  ]);
  return r.rows[0] as Row;
};
const otherSupportRole = async (ctx: Ctx) =>
  roleOf(ctx, (await otherUser(ctx, "support")).id, "support");
const userRoles: PolicyCase[] = [
  selectCase(
    "user_roles",
    "own role",
    (ctx, a) =>
      roleOf(ctx, a.userId ?? ctx.users.support.id, a.role === "admin" ? "admin" : "support"),
    ["support", "admin"],
    ["anon", "support", "admin"],
  ),
  selectCase("user_roles", "another user's role", otherSupportRole, ADMIN),
  insertCase(
    "user_roles",
    "support for another user",
    async (ctx) => {
      const id = newId();
      const u = await otherUser(ctx);
      return { row: { id, user_id: u.id, role: "support" }, probe: { id } };
    },
    ADMIN,
  ),
  insertCase(
    "user_roles",
    "a role for oneself",
    async (_ctx, a) => {
      const id = newId();
      return {
        row: { id, user_id: a.userId, role: a.role === "admin" ? "support" : "admin" },
        probe: { id },
      };
    },
    NONE,
    { roles: ["user", "support", "admin"] },
  ),
  updateCase(
    "user_roles",
    "another user's role",
    otherSupportRole,
    () => ({ role: "admin" }),
    NONE,
  ),
  deleteCase("user_roles", "another user's role", otherSupportRole, ADMIN),
];

const message = (ctx: Ctx) =>
  insertRow(ctx.c, "contact_messages", {
    name: "Asha Patel",
    email: `${uniq("asha")}@example.test`,
    message: "Please send a quote for 200 m² of terrace waterproofing.",
  });
const contact: PolicyCase[] = [
  selectCase("contact_messages", "a message", message, STAFF),
  insertCase(
    "contact_messages",
    "a message written directly",
    async () => {
      const id = newId();
      return {
        row: {
          id,
          name: "Direct",
          email: "direct@example.test",
          message: "Bypassing the contact function.",
        },
        probe: { id },
      };
    },
    NONE,
  ),
  updateCase(
    "contact_messages",
    "a message's status",
    message,
    () => ({ status: "in_progress" }),
    STAFF,
  ),
  deleteCase("contact_messages", "a message", message, ADMIN),
];

/** A history row, written the only way there is: a status change through the trigger. */
const messageEvent = async (ctx: Ctx) => {
  const m = await message(ctx);
  await ctx.c.query("update public.contact_messages set status = 'in_progress' where id = $1", [
    m.id,
  ]);
  const r = await ctx.c.query(
    "select id from public.contact_message_events where message_id = $1 order by id desc limit 1",
    [m.id],
  );
  return r.rows[0] as Row;
};
const contactEvents: PolicyCase[] = [
  selectCase("contact_message_events", "a message's history row", messageEvent, STAFF),
  insertCase(
    "contact_message_events",
    "a history row written directly",
    async (ctx) => {
      const m = await message(ctx);
      return {
        row: { message_id: m.id, kind: "note", note: "forged" },
        probe: { message_id: m.id },
      };
    },
    NONE,
  ),
  updateCase(
    "contact_message_events",
    "a history row",
    messageEvent,
    () => ({ to_status: "spam" }),
    NONE,
  ),
  deleteCase("contact_message_events", "a history row", messageEvent, NONE),
];

/** An enquiry's line, written the only way there is (submit_enquiry), here as its owner would. */
const enquiryLine = async (ctx: Ctx) => {
  const m = await insertRow(ctx.c, "contact_messages", {
    kind: "enquiry",
    name: "Asha Patel",
    email: `${uniq("asha")}@example.test`,
    message: "",
  });
  return insertRow(ctx.c, "enquiry_lines", {
    message_id: m.id,
    position: 1,
    product_name: "Roof Coat",
    quantity: 4,
    unit: "pack",
    pack_size: "20 kg",
  });
};
const enquiryLines: PolicyCase[] = [
  selectCase("enquiry_lines", "an enquiry's line", enquiryLine, STAFF),
  insertCase(
    "enquiry_lines",
    "a line written directly",
    async (ctx) => {
      const m = await message(ctx);
      return {
        row: { message_id: m.id, position: 1, product_name: "Forged", quantity: 1, unit: "kg" },
        probe: { message_id: m.id },
      };
    },
    NONE,
  ),
  updateCase("enquiry_lines", "a line", enquiryLine, () => ({ quantity: 999 }), NONE),
  deleteCase("enquiry_lines", "a line", enquiryLine, NONE),
];

const view = (ctx: Ctx) =>
  insertRow(ctx.c, "page_views", { path: `/${uniq("page")}`, language: "en" });
const pageViews: PolicyCase[] = [
  selectCase("page_views", "a page view", view, ADMIN),
  insertCase(
    "page_views",
    "a page view written directly",
    async () => {
      const path = `/${uniq("direct")}`;
      return { row: { path }, probe: { path } };
    },
    NONE,
  ),
  updateCase("page_views", "a page view", view, () => ({ path: "/forged" }), NONE),
  deleteCase("page_views", "a page view", view, ADMIN),
];

const event = async (ctx: Ctx) => {
  const r = await ctx.c.query(
    "select public.write_security_event($1, 'admin_access_check', '{\"success\": true}') as id",
    [ctx.users.user.id],
  );
  return { id: (r.rows[0] as Row).id };
};
const securityEvents: PolicyCase[] = [
  selectCase("security_events", "an event", event, ADMIN),
  insertCase(
    "security_events",
    "an event written directly",
    async () => {
      const t = `forged_${uniq("e").replace(/-/g, "_")}`;
      return { row: { event_type: t }, probe: { event_type: t } };
    },
    NONE,
  ),
  updateCase("security_events", "an event", event, () => ({ event_type: "forged_event" }), NONE),
  deleteCase("security_events", "an event", event, NONE),
];

// content_audit: written only by the record_content_audit() triggers; admins read it.
const auditEntry = async (ctx: Ctx) => {
  const cat = await insertRow(ctx.c, "categories", contentRows.categories!(true));
  const r = await ctx.c.query(
    "select id from public.content_audit where table_name = 'categories' and record_id = $1",
    [String(cat.id)],
  );
  return { id: (r.rows[0] as Row).id };
};
const contentAudit: PolicyCase[] = [
  selectCase("content_audit", "an audit entry", auditEntry, ADMIN),
  insertCase(
    "content_audit",
    "an entry written directly",
    async () => {
      const recordId = uniq("forged");
      return {
        row: { table_name: "categories", record_id: recordId, action: "insert" },
        probe: { record_id: recordId },
      };
    },
    NONE,
  ),
  updateCase("content_audit", "an audit entry", auditEntry, () => ({ action: "delete" }), NONE),
  deleteCase("content_audit", "an audit entry", auditEntry, NONE),
];

export const POLICY_CASES: PolicyCase[] = [
  ...Object.entries(ACTIVE_CONTENT).flatMap(([t, p]) => activeContentCases(t, p)),
  ...bannerSchedule,
  ...seo,
  ...whatsapp,
  ...site,
  ...profiles,
  ...userRoles,
  ...contact,
  ...contactEvents,
  ...enquiryLines,
  ...pageViews,
  ...securityEvents,
  ...contentAudit,
  ...TRANSLATION_POLICY_CASES,
  ...STAFF_MAIL_POLICY_CASES,
  ...TRASH_POLICY_CASES,
  ...PUBLISH_POLICY_CASES,
];

/** Every table the policy tests cover, each with all four operations. */
export const COVERED_TABLES: string[] = [...new Set(POLICY_CASES.map((c) => c.table))].sort();
