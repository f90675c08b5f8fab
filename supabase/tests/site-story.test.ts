import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "./support/db";
import { siteSettings } from "./support/fixtures";

// The company story, figures, certifications and quality statement on site_settings
// (20251123110000_company_story_and_figures.sql).

let c: pg.Client;
beforeAll(async () => {
  c = await connect();
  await siteSettings(c);
});
afterAll(async () => {
  await c?.end();
});

/** The SQLSTATE of an update of the one row (always rolled back), or "ok". */
async function tryUpdate(set: string, values: unknown[]): Promise<string> {
  await c.query("begin");
  try {
    await c.query(`update public.site_settings set ${set} where id = 1`, values);
    return "ok";
  } catch (e) {
    return String((e as { code?: string }).code);
  } finally {
    await c.query("rollback");
  }
}

describe("site_settings company content", () => {
  it("accepts a list of {value, label} figures and rejects anything else", async () => {
    const ok = [
      { value: "25+", label: "Years in waterproofing" },
      { value: "1,200+", label: "Projects" },
    ];
    expect(await tryUpdate("figures = $1", [JSON.stringify(ok)])).toBe("ok");
    expect(await tryUpdate("figures = $1", ["[]"])).toBe("ok");
    for (const bad of [
      "{}",
      '"25+"',
      '[{"value": "25+"}]',
      '[{"value": 25, "label": "Years"}]',
      '[{"value": " ", "label": "Years"}]',
      '[{"value": "25+", "label": ""}]',
      JSON.stringify([{ value: "x".repeat(21), label: "Long" }]),
      JSON.stringify([{ value: "1", label: "x".repeat(81) }]),
      JSON.stringify(Array.from({ length: 9 }, (_, i) => ({ value: `${i}`, label: "Many" }))),
    ]) {
      expect(await tryUpdate("figures = $1", [bad]), bad).toBe("23514");
    }
    expect(await tryUpdate("figures = null", [])).toBe("23502");
  });

  it("bounds the story, founding year, certifications and quality statement", async () => {
    expect(await tryUpdate("story = $1", ["x".repeat(5000)])).toBe("ok");
    expect(await tryUpdate("story = $1", ["x".repeat(5001)])).toBe("23514");
    expect(await tryUpdate("founded_year = $1", [1998])).toBe("ok");
    expect(await tryUpdate("founded_year = $1", [1799])).toBe("23514");
    expect(await tryUpdate("founded_year = $1", [2101])).toBe("23514");
    expect(await tryUpdate("certifications = $1", [["ISO 9001:2015"]])).toBe("ok");
    expect(await tryUpdate("certifications = $1", [[" "]])).toBe("23514");
    expect(await tryUpdate("certifications = $1", [["x".repeat(161)]])).toBe("23514");
    expect(
      await tryUpdate("certifications = $1", [Array.from({ length: 21 }, (_, i) => `Cert ${i}`)]),
    ).toBe("23514");
    expect(await tryUpdate("quality_statement = $1", ["x".repeat(2001)])).toBe("23514");
  });
});
