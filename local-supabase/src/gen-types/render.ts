import type { Catalog } from "./catalog";
import { helperTypes } from "./helper-types";
import { byName, key, pgTypeToTs } from "./pg-type";
import { renderFunctions } from "./render-functions";
import { renderRelations } from "./render-relations";

/** The PostgREST version announced to supabase-js (selects its PostgREST 12 typing rules). */
export const POSTGREST_VERSION = "12";

const JSON_TYPE =
  "export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]";

const ownEnums = (catalog: Catalog) =>
  catalog.enums.filter((e) => e.schema === catalog.schema).sort((a, b) => byName(a.name, b.name));

function renderEnums(catalog: Catalog): string {
  const enums = ownEnums(catalog);
  if (enums.length === 0) return "[_ in never]: never";
  return enums.map((e) => `${key(e.name)}: ${e.values.map(key).join(" | ") || "never"}`).join("\n");
}

function renderComposites(catalog: Catalog): string {
  const composites = catalog.composites
    .filter((c) => c.schema === catalog.schema)
    .sort((a, b) => byName(a.name, b.name));
  if (composites.length === 0) return "[_ in never]: never";
  return composites
    .map((c) => {
      const fields = c.attributes.map(
        (a) => `${key(a.name)}: ${pgTypeToTs(a.type, catalog)} | null`,
      );
      return `${key(c.name)}: {\n${fields.join("\n")} }`;
    })
    .join("\n");
}

function renderConstants(catalog: Catalog): string {
  const enums = ownEnums(catalog).map((e) => `${key(e.name)}: [${e.values.map(key).join(", ")}]`);
  return `export const Constants = {
  ${key(catalog.schema)}: {
    Enums: {
      ${enums.join(",\n")}
    },
  },
} as const`;
}

/** Catalogue -> the unformatted text of `supabase gen types typescript` for one schema. */
export function renderTypes(catalog: Catalog): string {
  return `${JSON_TYPE}

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${key(POSTGREST_VERSION)}
  }
  ${key(catalog.schema)}: {
    Tables: {\n${renderRelations(catalog, "table")} }
    Views: {\n${renderRelations(catalog, "view")} }
    Functions: {\n${renderFunctions(catalog)} }
    Enums: {\n${renderEnums(catalog)} }
    CompositeTypes: {\n${renderComposites(catalog)} }
  }
}
${helperTypes(catalog.schema)}
${renderConstants(catalog)}
`;
}
