import { describe, expect, it } from "vitest";
import type { QueryResult, Queryable } from "../db/types";
import { companyName, DEFAULT_COMPANY_NAME } from "./company-name";

function fakeDb(hasColumn: boolean, name: string | null | Error): Queryable {
  return {
    async query<Row>(text: string): Promise<QueryResult<Row>> {
      if (text.includes("pg_attribute")) {
        return { rows: (hasColumn ? [{ present: "1" }] : []) as Row[], rowCount: 0 };
      }
      if (name instanceof Error) throw name;
      return { rows: (name === null ? [] : [{ name }]) as Row[], rowCount: 0 };
    },
  };
}

describe("companyName", () => {
  it("reads site_settings.company_name when present", async () => {
    expect(await companyName(fakeDb(true, "Acme Waterproofing"))).toBe("Acme Waterproofing");
  });
  it("falls back to the default without the table, a value, or on errors", async () => {
    expect(await companyName(fakeDb(false, "ignored"))).toBe(DEFAULT_COMPANY_NAME);
    expect(await companyName(fakeDb(true, null))).toBe(DEFAULT_COMPANY_NAME);
    expect(await companyName(fakeDb(true, "   "))).toBe(DEFAULT_COMPANY_NAME);
    expect(await companyName(fakeDb(true, new Error("permission denied")))).toBe(
      DEFAULT_COMPANY_NAME,
    );
  });
});
