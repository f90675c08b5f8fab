import { describe, expect, it } from "vitest";
import { allowedRedirect, globToRegExp } from "./redirect";

const site = "http://127.0.0.1:5173";
const allow = ["http://localhost:4173/**", "https://*.example.com/welcome"];

describe("allowedRedirect", () => {
  it("falls back to the site URL when nothing is asked", () => {
    expect(allowedRedirect(undefined, site, allow)).toBe(site);
  });
  it("accepts targets on the site's host", () => {
    expect(allowedRedirect("http://127.0.0.1:5173/admin", site, allow)).toBe(
      "http://127.0.0.1:5173/admin",
    );
  });
  it("accepts allow-listed targets with ** and *", () => {
    expect(allowedRedirect("http://localhost:4173/a/b?c=1", site, allow)).toBe(
      "http://localhost:4173/a/b?c=1",
    );
    expect(allowedRedirect("https://app.example.com/welcome", site, allow)).toBe(
      "https://app.example.com/welcome",
    );
  });
  it("refuses anything else", () => {
    expect(allowedRedirect("https://evil.test/", site, allow)).toBe(site);
    expect(allowedRedirect("https://a.b.example.com/welcome", site, allow)).toBe(site);
    expect(allowedRedirect("javascript:alert(1)", site, allow)).toBe(site);
    expect(allowedRedirect("http://127.0.0.1:5173@evil.test/", site, allow)).toBe(site);
    expect(allowedRedirect("http://localhost:41730/x", site, allow)).toBe(site);
  });
  it("escapes regex characters of the pattern", () => {
    expect(globToRegExp("http://a.b/x").test("http://aXb/x")).toBe(false);
  });
});
