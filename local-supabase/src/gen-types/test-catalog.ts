/** Builders for hand-made catalogues in the generator's unit tests. */
import type {
  Catalog,
  CatalogColumn,
  CatalogFunction,
  CatalogFunctionArg,
  CatalogRelation,
} from "./catalog";
import { emptyCatalog } from "./catalog";

export const col = (
  name: string,
  type: string,
  extra: Partial<CatalogColumn> = {},
): CatalogColumn => ({
  name,
  type,
  nullable: false,
  hasDefault: false,
  identity: null,
  generated: false,
  updatable: true,
  ...extra,
});

export const table = (name: string, columns: CatalogColumn[]): CatalogRelation => ({
  name,
  kind: "table",
  updatable: true,
  columns,
});

export const view = (
  name: string,
  columns: CatalogColumn[],
  updatable = false,
): CatalogRelation => ({
  name,
  kind: "view",
  updatable,
  columns,
});

export const arg = (
  name: string,
  type: string,
  extra: Partial<CatalogFunctionArg> = {},
): CatalogFunctionArg => ({ name, type, mode: "in", hasDefault: false, ...extra });

export const fn = (name: string, extra: Partial<CatalogFunction> = {}): CatalogFunction => ({
  name,
  definition: `body of ${name}`,
  args: [],
  argumentTypes: "",
  returnType: "void",
  returnRelation: null,
  returnsSet: false,
  rows: 0,
  ...extra,
});

export const catalogOf = (parts: Partial<Catalog>): Catalog => ({ ...emptyCatalog(), ...parts });

/** A small shop schema touching every feature of the generator. */
export const shopCatalog = (): Catalog =>
  catalogOf({
    relations: [
      table("products", [
        col("id", "int8", { identity: "ALWAYS" }),
        col("name", "text"),
        col("slug", "text", { hasDefault: true }),
        col("tags", "_text", { nullable: true }),
        col("status", "product_status", { hasDefault: true }),
        col("specs", "jsonb", { nullable: true }),
        col("search", "tsvector", { generated: true, nullable: true }),
        col("price", "numeric", { nullable: true }),
        col("brand_id", "uuid", { nullable: true }),
      ]),
      table("brands", [col("id", "uuid", { hasDefault: true }), col("name", "text")]),
      table("brand_profiles", [col("brand_id", "uuid"), col("bio", "text", { nullable: true })]),
      view(
        "active_products",
        [col("id", "int8", { nullable: true }), col("name", "text", { nullable: true })],
        true,
      ),
      view("product_counts", [col("n", "int8", { nullable: true, updatable: false })]),
    ],
    foreignKeys: [
      {
        name: "products_brand_id_fkey",
        relation: "products",
        columns: ["brand_id"],
        referencedRelation: "brands",
        referencedColumns: ["id"],
        isOneToOne: false,
      },
      {
        name: "brand_profiles_brand_id_fkey",
        relation: "brand_profiles",
        columns: ["brand_id"],
        referencedRelation: "brands",
        referencedColumns: ["id"],
        isOneToOne: true,
      },
    ],
    functions: [
      fn("is_admin", { returnType: "bool" }),
      fn("log_event", {
        args: [arg("event_type", "text"), arg("details", "jsonb", { hasDefault: true })],
        returnType: "void",
      }),
      fn("search_products", {
        args: [arg("q", "text")],
        returnType: "products",
        returnRelation: "products",
        returnsSet: true,
        rows: 1000,
      }),
      fn("product_by_slug", {
        args: [arg("s", "text")],
        returnType: "products",
        returnRelation: "products",
      }),
      fn("brand_stats", {
        args: [
          arg("n", "int4"),
          arg("brand", "text", { mode: "table" }),
          arg("total", "int8", { mode: "table" }),
        ],
        returnType: "record",
        returnsSet: true,
        rows: 1000,
      }),
      fn("touch_updated_at", { returnType: "trigger" }),
      fn("add", {
        definition: "select a + b",
        args: [arg("a", "int4"), arg("b", "int4")],
        returnType: "int4",
      }),
      fn("add", {
        definition: "select a + b",
        args: [arg("a", "numeric"), arg("c", "text")],
        returnType: "text",
      }),
      fn("similarity", { args: [arg("", "text"), arg("", "text")], returnType: "float4" }),
    ],
    enums: [
      { schema: "public", name: "product_status", values: ["draft", "active", "archived"] },
      { schema: "auth", name: "aal_level", values: ["aal1", "aal2"] },
    ],
    composites: [
      { schema: "public", name: "money_range", attributes: [{ name: "low", type: "numeric" }] },
    ],
  });
