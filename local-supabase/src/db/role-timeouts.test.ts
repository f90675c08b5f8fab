import { describe, expect, it } from "vitest";
import { parseTimeout } from "./role-timeouts";

describe("a statement_timeout setting", () => {
  it("reads PostgreSQL's units, milliseconds when none", () => {
    expect(parseTimeout("3s")).toBe(3000);
    expect(parseTimeout("1500")).toBe(1500);
    expect(parseTimeout("1500ms")).toBe(1500);
    expect(parseTimeout("1 min")).toBe(60_000);
    expect(parseTimeout("1.5s")).toBe(1500);
    expect(parseTimeout("2h")).toBe(7_200_000);
    expect(parseTimeout("0")).toBe(0);
  });

  it("ignores what PostgreSQL would not have stored", () => {
    expect(parseTimeout("soon")).toBeNull();
    expect(parseTimeout("-1s")).toBeNull();
    expect(parseTimeout("3 weeks")).toBeNull();
  });
});
