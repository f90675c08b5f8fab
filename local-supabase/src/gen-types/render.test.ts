import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Catalog } from "./catalog";
import { emptyCatalog } from "./catalog";
import { formatTypes } from "./format";
import { renderTypes } from "./render";
import { arg, catalogOf, col, fn, shopCatalog, table } from "./test-catalog";

const FILE = path.resolve(import.meta.dirname, "../../../src/integrations/supabase/types.ts");
const generate = (catalog: Catalog) => formatTypes(renderTypes(catalog), FILE);

/** The body of the first `name: { ... }` (or `name:\n | { ... }`) member after `from`. */
function block(text: string, name: string): string {
  const start = new RegExp(`(^|\\s)"?${name}"?:\\s*\\|?\\s*\\{`).exec(text);
  if (!start) throw new Error(`no block ${name}`);
  let depth = 0;
  const open = start.index + start[0].length - 1;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    if (text[i] === "}" && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced block ${name}`);
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

describe("renderTypes", () => {
  it("renders an empty schema with never-maps and empty Constants", async () => {
    const text = await generate(emptyCatalog());
    const schema = block(text, "public");
    for (const section of ["Tables", "Views", "Functions", "Enums", "CompositeTypes"]) {
      expect(lines(block(schema, section))).toEqual(["[_ in never]: never;"]);
    }
    expect(text).toContain('PostgrestVersion: "12";');
    expect(text.slice(text.indexOf("export const Constants"))).toMatch(
      /public: \{\s*Enums: \{\},?\s*\},?\s*\} as const;/,
    );
    for (const helper of ["Tables", "TablesInsert", "TablesUpdate", "Enums", "CompositeTypes"]) {
      expect(text).toContain(`export type ${helper}<`);
    }
  });

  it("types Row, Insert and Update like the CLI: defaults, identity, generated, nullability", async () => {
    const products = block(await generate(shopCatalog()), "products");
    expect(lines(block(products, "Row"))).toEqual([
      "brand_id: string | null;",
      "id: number;",
      "name: string;",
      "price: number | null;",
      "search: unknown | null;",
      "slug: string;",
      "specs: Json | null;",
      'status: Database["public"]["Enums"]["product_status"];',
      "tags: string[] | null;",
    ]);
    expect(lines(block(products, "Insert"))).toEqual([
      "brand_id?: string | null;",
      "id?: never;",
      "name: string;",
      "price?: number | null;",
      "search?: never;",
      "slug?: string;",
      "specs?: Json | null;",
      'status?: Database["public"]["Enums"]["product_status"];',
      "tags?: string[] | null;",
    ]);
    const update = lines(block(products, "Update"));
    expect(update).toContain("name?: string;");
    expect(update).toContain("id?: never;");
    expect(update.every((l) => l.includes("?:"))).toBe(true);
  });

  it("renders foreign keys as Relationships with one-to-one detection", async () => {
    const text = await generate(shopCatalog());
    const rel = block(text, "brand_profiles");
    expect(rel).toMatch(
      /foreignKeyName: "brand_profiles_brand_id_fkey";\s*columns: \["brand_id"\];\s*isOneToOne: true;\s*referencedRelation: "brands";\s*referencedColumns: \["id"\];/,
    );
    expect(block(text, "products")).toMatch(/isOneToOne: false;/);
    expect(block(text, "brands")).toMatch(/Relationships: \[\];/);
  });

  it("gives updatable views Insert/Update shapes and read-only views only a Row", async () => {
    const views = block(await generate(shopCatalog()), "Views");
    expect(lines(block(block(views, "active_products"), "Insert"))).toEqual([
      "id?: number | null;",
      "name?: string | null;",
    ]);
    const counts = block(views, "product_counts");
    expect(counts).not.toContain("Insert");
    expect(lines(block(counts, "Row"))).toEqual(["n: number | null;"]);
  });

  it("types functions: no args, defaults, SETOF rows, single rows, returns table, void", async () => {
    const functions = block(await generate(shopCatalog()), "Functions");
    expect(functions).toMatch(/is_admin: \{ Args: never; Returns: boolean \};/);
    expect(functions).toMatch(
      /log_event: \{\s*Args: \{ details\?: Json; event_type: string \};\s*Returns: undefined;?\s*\};/,
    );
    const search = block(functions, "search_products");
    expect(search).toMatch(/Returns: \{[^}]*id: number;[^}]*\}\[\];/);
    expect(lines(block(search, "SetofOptions"))).toEqual([
      'from: "*";',
      'to: "products";',
      "isOneToOne: false;",
      "isSetofReturn: true;",
    ]);
    const single = block(functions, "product_by_slug");
    expect(single).not.toMatch(/\}\[\];/);
    expect(block(single, "SetofOptions")).toMatch(/isOneToOne: true;\s*isSetofReturn: false;/);
    const stats = block(functions, "brand_stats");
    expect(stats).toMatch(/Returns: \{\s*brand: string;\s*total: number;\s*\}\[\];/);
    expect(stats).not.toContain("SetofOptions");
  });

  it("leaves out trigger functions and functions PostgREST cannot call", async () => {
    const functions = block(await generate(shopCatalog()), "Functions");
    expect(functions).not.toContain("touch_updated_at");
    expect(functions).not.toContain("similarity");
    const rawBody = catalogOf({
      functions: [fn("ingest", { args: [arg("", "jsonb")], returnType: "int4" })],
    });
    expect(block(await generate(rawBody), "Functions")).toMatch(/ingest: \{ Args: \{ "": Json \}/);
  });

  it("adds computed fields (functions of a row) to the Row and embeds SETOF row functions", async () => {
    const catalog = catalogOf({
      relations: [
        table("people", [col("id", "int4"), col("first", "text")]),
        table("pets", [col("owner", "int4")]),
      ],
      functions: [
        fn("full_name", { args: [arg("", "people")], argumentTypes: "people", returnType: "text" }),
        fn("pets_of", {
          args: [arg("", "people")],
          argumentTypes: "people",
          returnType: "pets",
          returnRelation: "pets",
          returnsSet: true,
          rows: 1000,
        }),
      ],
    });
    const text = await generate(catalog);
    const row = lines(block(block(text, "people"), "Row"));
    expect(row).toContain("full_name: string | null;");
    expect(row).toContain("pets_of: {");
    const functions = block(text, "Functions");
    expect(functions).toMatch(
      /full_name: \{\s*Args: \{ "": Database\["public"\]\["Tables"\]\["people"\]\["Row"\] \};/,
    );
    expect(lines(block(block(functions, "pets_of"), "SetofOptions"))).toEqual([
      'from: "people";',
      'to: "pets";',
      "isOneToOne: false;",
      "isSetofReturn: true;",
    ]);
  });

  it("renders overloads as a union ordered by definition", async () => {
    const catalog = catalogOf({
      functions: [
        fn("area", { definition: "a", args: [arg("r", "float8")], returnType: "float8" }),
        fn("area", {
          definition: "b",
          args: [arg("w", "int4"), arg("h", "int4")],
          returnType: "int4",
        }),
      ],
    });
    const area = block(await generate(catalog), "Functions");
    const first = area.indexOf("h: number; w: number");
    const second = area.indexOf("r: number");
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(area.match(/\| \{/g)?.length).toBe(2);
  });

  it("quotes reserved words and non-identifier names only where TypeScript needs it", async () => {
    const catalog = catalogOf({
      relations: [
        table("order", [col("select", "text"), col("my-col", "int4"), col("Mixed Case", "bool")]),
      ],
    });
    const text = await generate(catalog);
    const row = lines(block(block(text, "order"), "Row"));
    expect(row).toEqual(['"Mixed Case": boolean;', '"my-col": number;', "select: string;"].sort());
    expect(text).toMatch(/\n\s+order: \{/);
  });

  it("maps enums, foreign enums, composites, arrays and unknown types", async () => {
    const catalog = catalogOf({
      relations: [
        table("t", [
          col("a", "aal_level"),
          col("b", "money_range"),
          col("c", "_product_status"),
          col("d", "interval"),
          col("f", "_interval"),
          col("e", "_aal_level"),
        ]),
      ],
      enums: shopCatalog().enums,
      composites: shopCatalog().composites,
    });
    const text = await generate(catalog);
    expect(lines(block(block(text, "t"), "Row"))).toEqual([
      'a: "aal1" | "aal2";',
      'b: Database["public"]["CompositeTypes"]["money_range"];',
      'c: Database["public"]["Enums"]["product_status"][];',
      "d: unknown;",
      'e: ("aal1" | "aal2")[];',
      "f: unknown[];",
    ]);
    expect(lines(block(text, "CompositeTypes"))).toEqual([
      "money_range: {",
      "low: number | null;",
      "};",
    ]);
    expect(text).toMatch(/product_status: \["draft", "active", "archived"\]/);
  });

  it("is independent of the order the catalogue lists things in", async () => {
    const base = shopCatalog();
    const expected = await generate(base);
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.shuffledSubarray(base.relations, { minLength: base.relations.length }),
          fc.shuffledSubarray(base.functions, { minLength: base.functions.length }),
          fc.shuffledSubarray(base.foreignKeys, { minLength: base.foreignKeys.length }),
        ),
        async ([relations, functions, foreignKeys]) => {
          const shuffled = {
            ...base,
            relations: relations.map((r) => ({ ...r, columns: [...r.columns].reverse() })),
            functions,
            foreignKeys,
          };
          expect(await generate(shuffled)).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
  });
});
