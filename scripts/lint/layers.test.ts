import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Each fixture is linted with the project's eslint.config.js as if it lived at the path its
// first line names; the second line names the rule that must report it (or "nothing").
const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(import.meta.dirname, "fixtures");
const LAYER_RULES = ["import-x/no-restricted-paths", "no-restricted-imports"];

const fixtures = readdirSync(FIXTURES)
  .filter((name) => name.endsWith(".ts.txt"))
  .map((name) => {
    const text = readFileSync(path.join(FIXTURES, name), "utf8");
    const lintAs = /^\/\/ lint as: (\S+)$/m.exec(text)?.[1];
    const expected = /^\/\/ expect: (\S+)$/m.exec(text)?.[1];
    if (!lintAs || !expected) throw new Error(`${name}: missing "lint as" or "expect" line`);
    return { name, text, lintAs, expected };
  });

describe("the layer lint", () => {
  const eslint = new ESLint({ cwd: ROOT });

  it("has fixtures for every kind of violation and for clean code", () => {
    const kinds = new Set(fixtures.map((f) => f.expected));
    expect([...kinds].sort()).toEqual([...LAYER_RULES, "nothing"].sort());
  });

  it.each(fixtures)(
    "$name",
    async ({ text, lintAs, expected }) => {
      const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, lintAs) });
      const layerRules = (result?.messages ?? [])
        .map((m) => m.ruleId)
        .filter((rule): rule is string => rule !== null && LAYER_RULES.includes(rule));
      if (expected === "nothing") expect(layerRules).toEqual([]);
      else expect(layerRules).toEqual([expected]);
    },
    60_000,
  );
});
