import { describe, expect, it } from "vitest";
import { loadAuthSettings } from "./auth-config";
import { hashPassword, passwordMatches, passwordProblem } from "./password";

describe("passwordProblem", () => {
  it("checks the minimum length", () => {
    const s = loadAuthSettings({});
    expect(passwordProblem("12345", s)?.reasons).toEqual(["length"]);
    expect(passwordProblem("123456", s)).toBeNull();
  });
  it("checks required character sets", () => {
    const s = loadAuthSettings({ AUTH_PASSWORD_REQUIRED_CHARACTERS: "abc:0123456789" });
    expect(passwordProblem("aaaaaaaa", s)?.reasons).toEqual(["characters"]);
    expect(passwordProblem("aaaa1111", s)).toBeNull();
  });
});

describe("hashPassword", () => {
  it("hashes with bcrypt and verifies", async () => {
    const s = loadAuthSettings({ AUTH_BCRYPT_COST: "4" });
    const hash = await hashPassword("secret-1", s);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await passwordMatches("secret-1", hash)).toBe(true);
    expect(await passwordMatches("secret-2", hash)).toBe(false);
    expect(await passwordMatches("x", null)).toBe(false);
  });
});
