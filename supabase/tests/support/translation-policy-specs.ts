import type pg from "pg";
import type { ActorRole, Row } from "./actors";
import { activeWhatsapp, contentRows, insertRow, siteSettings } from "./fixtures";
import {
  deleteCase,
  insertCase,
  selectCase,
  uniq,
  updateCase,
  type Ctx,
  type PolicyCase,
} from "./policy-cases";
import { TRANSLATION_PARENTS, type TranslationTable } from "./table-keys";

// The content translation tables: a translation is readable exactly when its parent record is
// (the select policies ask the parent through its own RLS); only admins write.

const ALL: ActorRole[] = ["anon", "user", "support", "admin"];
const ADMIN: ActorRole[] = ["admin"];

/** A valid translation's texts and a change to them, per table. */
const TEXTS: Record<TranslationTable, { row: () => Row; patch: () => Row }> = {
  product_translations: {
    row: () => ({ name: "परीक्षण उत्पाद", description: "हिन्दी विवरण", features: ["एक", "दो"] }),
    patch: () => ({ name: uniq("नाम") }),
  },
  category_translations: {
    row: () => ({ name: "परीक्षण श्रेणी" }),
    patch: () => ({ name: uniq("श्रेणी") }),
  },
  service_translations: {
    row: () => ({ title: "परीक्षण सेवा", features: ["निरीक्षण"] }),
    patch: () => ({ title: uniq("सेवा") }),
  },
  banner_translations: {
    row: () => ({ title: "परीक्षण बैनर" }),
    patch: () => ({ subtitle: uniq("उपशीर्षक") }),
  },
  video_translations: {
    row: () => ({ title: "परीक्षण वीडियो" }),
    patch: () => ({ title: uniq("वीडियो") }),
  },
  seo_setting_translations: {
    row: () => ({ title: "परीक्षण पृष्ठ" }),
    patch: () => ({ description: uniq("विवरण") }),
  },
  site_setting_translations: {
    row: () => ({ tagline: "परीक्षण टैगलाइन" }),
    patch: () => ({ tagline: uniq("टैगलाइन") }),
  },
  whatsapp_setting_translations: {
    row: () => ({ welcome_message: "नमस्ते!" }),
    patch: () => ({ welcome_message: uniq("नमस्ते") }),
  },
};

/** Inserts (or, for the shared one-row parents, replaces) a translation as the superuser. */
async function putTranslation(
  c: pg.Client,
  table: TranslationTable,
  parentId: unknown,
  language: string,
): Promise<Row> {
  const { fk } = TRANSLATION_PARENTS[table];
  await c.query(`delete from public.${table} where ${fk} = $1 and language = $2`, [
    parentId,
    language,
  ]);
  return insertRow(c, table, { [fk]: parentId, language, ...TEXTS[table].row() });
}

const parentRow = async (c: pg.Client, parent: string, active: boolean): Promise<Row> =>
  insertRow(c, parent, contentRows[parent]!(active));

/** Tables whose parents come and go freely (a fresh parent per case, language gu). */
function perRecordCases(table: TranslationTable, alwaysVisible: boolean): PolicyCase[] {
  const { parent, fk } = TRANSLATION_PARENTS[table];
  const fixture = (active: boolean) => async (ctx: Ctx) =>
    putTranslation(ctx.c, table, (await parentRow(ctx.c, parent, active)).id, "gu");
  return [
    selectCase(table, "translation of a published record", fixture(true), ALL),
    ...(alwaysVisible
      ? []
      : [selectCase(table, "translation of an unpublished record", fixture(false), ADMIN)]),
    insertCase(
      table,
      "a new translation",
      async (ctx) => {
        const p = await parentRow(ctx.c, parent, true);
        return {
          row: { [fk]: p.id, language: "gu", ...TEXTS[table].row() },
          probe: { [fk]: p.id, language: "gu" },
        };
      },
      ADMIN,
    ),
    updateCase(table, "a translation", fixture(true), () => TEXTS[table].patch(), ADMIN),
    deleteCase(table, "a translation", fixture(true), ADMIN),
  ];
}

/** The one site_settings row: its translations use languages the seed leaves untranslated. */
function siteCases(): PolicyCase[] {
  const table = "site_setting_translations";
  const fixture = (language: string) => async (ctx: Ctx) =>
    putTranslation(ctx.c, table, (await siteSettings(ctx.c)).id, language);
  return [
    selectCase(table, "a translation of the settings", fixture("it"), ALL),
    insertCase(
      table,
      "a new translation of the settings",
      async (ctx) => {
        const s = await siteSettings(ctx.c);
        await ctx.c.query(
          "delete from public.site_setting_translations where site_setting_id = $1 and language = 'nl'",
          [s.id],
        );
        return {
          row: { site_setting_id: s.id, language: "nl", ...TEXTS[table].row() },
          probe: { site_setting_id: s.id, language: "nl" },
        };
      },
      ADMIN,
    ),
    updateCase(table, "a translation of the settings", fixture("pl"), TEXTS[table].patch, ADMIN),
    deleteCase(table, "a translation of the settings", fixture("sw"), ADMIN),
  ];
}

/** WhatsApp: the active record's translations are public, an inactive record's are not. */
function whatsappCases(): PolicyCase[] {
  const table = "whatsapp_setting_translations";
  const inactive = async (ctx: Ctx) =>
    putTranslation(ctx.c, table, (await parentRow(ctx.c, "whatsapp_settings", false)).id, "gu");
  return [
    selectCase(
      table,
      "a translation of the active record",
      async (ctx) => putTranslation(ctx.c, table, (await activeWhatsapp(ctx.c)).id, "ko"),
      ALL,
    ),
    selectCase(table, "a translation of an inactive record", inactive, ADMIN),
    insertCase(
      table,
      "a new translation",
      async (ctx) => {
        const p = await parentRow(ctx.c, "whatsapp_settings", false);
        return {
          row: { whatsapp_setting_id: p.id, language: "gu", ...TEXTS[table].row() },
          probe: { whatsapp_setting_id: p.id, language: "gu" },
        };
      },
      ADMIN,
    ),
    updateCase(table, "a translation", inactive, TEXTS[table].patch, ADMIN),
    deleteCase(table, "a translation", inactive, ADMIN),
  ];
}

export const TRANSLATION_POLICY_CASES: PolicyCase[] = [
  ...perRecordCases("product_translations", false),
  ...perRecordCases("category_translations", false),
  ...perRecordCases("service_translations", false),
  ...perRecordCases("banner_translations", false),
  ...perRecordCases("video_translations", false),
  ...perRecordCases("seo_setting_translations", true),
  ...siteCases(),
  ...whatsappCases(),
];
