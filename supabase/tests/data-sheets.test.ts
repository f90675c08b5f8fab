import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, inject, it } from "vitest";

// The seeded products' data sheets (scripts/generate-data-sheets.ts writes the PDFs under
// public/docs/ and the seed's tds_url / sds_url), read as the site reads them: anon supabase-js.
// Other test files add products in parallel, so the seeded ones are picked out by their brands.

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

interface Row {
  slug: string;
  tds_url: string | null;
  sds_url: string | null;
  pack_sizes: { unit: string }[];
  brand: { slug: string; logo_url: string | null } | null;
}

let db: SupabaseClient;

beforeAll(() => {
  db = createClient(inject("apiUrl"), inject("anonKey"), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
});

function pdfAt(url: string): Buffer {
  expect(url).toMatch(/^\/docs\/(tds|sds)\/[a-z0-9-]+\.pdf$/);
  const file = path.join(PUBLIC_DIR, url);
  expect(existsSync(file), url).toBe(true);
  return readFileSync(file);
}

describe("seed: product data sheets", () => {
  let seeded: Row[];

  beforeAll(async () => {
    const { data, error } = await db
      .from("products")
      .select("slug, tds_url, sds_url, pack_sizes, brand:brands(slug, logo_url)")
      .eq("is_active", true);
    expect(error).toBeNull();
    seeded = ((data ?? []) as unknown as Row[]).filter((p) =>
      p.brand?.logo_url?.startsWith("/images/brands/"),
    );
    expect(seeded.length).toBeGreaterThanOrEqual(30);
  });

  it("gives every seeded product a technical data sheet that is a small real PDF", () => {
    for (const p of seeded) {
      expect(p.tds_url, p.slug).toBe(`/docs/tds/${p.slug}.pdf`);
      const pdf = pdfAt(p.tds_url!);
      expect(pdf.subarray(0, 5).toString("latin1"), p.slug).toBe("%PDF-");
      expect(pdf.subarray(-1024).toString("latin1"), p.slug).toContain("%%EOF");
      expect(pdf.length, p.slug).toBeLessThan(40 * 1024);
    }
  });

  it("gives every chemical product (not sold as rolls) a safety data sheet PDF", () => {
    const chemicals = seeded.filter((p) => !p.pack_sizes.every((pack) => pack.unit === "roll"));
    expect(chemicals.length).toBeGreaterThanOrEqual(25);
    for (const p of chemicals) {
      expect(p.sds_url, p.slug).toBe(`/docs/sds/${p.slug}.pdf`);
      expect(pdfAt(p.sds_url!).subarray(0, 5).toString("latin1"), p.slug).toBe("%PDF-");
    }
    for (const p of seeded.filter((x) => !chemicals.includes(x))) expect(p.sds_url).toBeNull();
  });
});
