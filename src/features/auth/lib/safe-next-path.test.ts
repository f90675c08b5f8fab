import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeNextPath("/admin")).toBe("/admin");
    expect(safeNextPath("/admin/users?page=2#top")).toBe("/admin/users?page=2#top");
    expect(safeNextPath("/products/a-b")).toBe("/products/a-b");
  });

  it("refuses other sites, schemes and odd input", () => {
    for (const bad of [
      undefined,
      null,
      42,
      "",
      "admin",
      "//evil.example",
      "//evil.example/admin",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/admin",
      "javascript:alert(1)",
      "/admin\n//evil",
      "/\tevil",
      "/".repeat(3000),
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });

  it("does not send the visitor back to the auth pages", () => {
    expect(safeNextPath("/login")).toBeNull();
    expect(safeNextPath("/login?next=/admin")).toBeNull();
    expect(safeNextPath("/reset-password")).toBeNull();
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeNextPath("/admin/../admin/users")).toBe("/admin/users");
    expect(safeNextPath("/../../etc")).toBe("/etc");
  });
});

describe("loginPathFor", () => {
  it("puts the current page in ?next=", () => {
    expect(loginPathFor({ pathname: "/admin/users", search: "?q=a" })).toBe(
      "/login?next=%2Fadmin%2Fusers%3Fq%3Da",
    );
    expect(loginPathFor({ pathname: "/" })).toBe("/login");
    expect(loginPathFor({ pathname: "/login" })).toBe("/login");
  });
});
