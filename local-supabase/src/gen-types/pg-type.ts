import type { Catalog } from "./catalog";

const NUMBER_TYPES = new Set(["int2", "int4", "int8", "float4", "float8", "numeric"]);
const STRING_TYPES = new Set([
  "bytea",
  "bpchar",
  "varchar",
  "date",
  "text",
  "citext",
  "time",
  "timetz",
  "timestamp",
  "timestamptz",
  "uuid",
  "vector",
]);

export const key = (name: string): string => JSON.stringify(name);

/** Locale-independent alphabetical order, so the output is the same on every machine. */
export const byName = (a: string, b: string): number => a.localeCompare(b, "en");

/** A PostgreSQL type name (pg_type.typname) as the Supabase CLI types it. */
export function pgTypeToTs(type: string, catalog: Catalog): string {
  if (type === "bool") return "boolean";
  if (NUMBER_TYPES.has(type)) return "number";
  if (STRING_TYPES.has(type)) return "string";
  if (type === "json" || type === "jsonb") return "Json";
  if (type === "void") return "undefined";
  if (type === "record") return "Record<string, unknown>";
  if (type.startsWith("_")) return `(${pgTypeToTs(type.slice(1), catalog)})[]`;

  const own = catalog.schema;
  const pick = <T extends { schema: string; name: string }>(list: T[]): T | undefined => {
    const named = list.filter((t) => t.name === type);
    return named.find((t) => t.schema === own) ?? named[0];
  };
  const enumType = pick(catalog.enums);
  if (enumType) {
    if (enumType.schema === own) return `Database[${key(own)}]["Enums"][${key(type)}]`;
    return enumType.values.map(key).join(" | ") || "never";
  }
  const composite = pick(catalog.composites);
  if (composite) {
    return composite.schema === own
      ? `Database[${key(own)}]["CompositeTypes"][${key(type)}]`
      : "unknown";
  }
  const relation = catalog.relations.find((r) => r.name === type);
  if (relation) {
    const group = relation.kind === "table" ? "Tables" : "Views";
    return `Database[${key(own)}][${key(group)}][${key(type)}]["Row"]`;
  }
  return "unknown";
}
