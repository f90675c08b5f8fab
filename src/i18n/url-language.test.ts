import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "./languages";
import { isPrivatePath, localizedPath, splitLanguagePath } from "./url-language";

describe("language in the URL", () => {
  it("reads a language prefix and leaves unprefixed paths alone", () => {
    expect(splitLanguagePath("/hi/products/x")).toEqual({ lng: "hi", path: "/products/x" });
    expect(splitLanguagePath("/ar")).toEqual({ lng: "ar", path: "/" });
    expect(splitLanguagePath("/products")).toEqual({ lng: null, path: "/products" });
    expect(splitLanguagePath("/")).toEqual({ lng: null, path: "/" });
    // English has no prefix, and two letters that are no language are just a path.
    expect(splitLanguagePath("/en/products")).toEqual({ lng: null, path: "/en/products" });
    expect(splitLanguagePath("/xx/products")).toEqual({ lng: null, path: "/xx/products" });
    expect(splitLanguagePath("/hindi")).toEqual({ lng: null, path: "/hindi" });
  });

  it("prefixes public paths in every language but English", () => {
    expect(localizedPath("/products/x", "hi")).toBe("/hi/products/x");
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/products", "en")).toBe("/products");
    for (const lng of LANGUAGE_CODES) {
      expect(splitLanguagePath(localizedPath("/about", lng)).path).toBe("/about");
    }
  });

  it("keeps the back office and sign-in pages unprefixed", () => {
    for (const path of ["/admin", "/admin/users", "/login", "/reset-password", "/admin-setup"]) {
      expect(isPrivatePath(path)).toBe(true);
      expect(localizedPath(path, "hi")).toBe(path);
    }
    expect(isPrivatePath("/support/agent/1")).toBe(true);
    expect(isPrivatePath("/administration")).toBe(false);
    expect(isPrivatePath("/products")).toBe(false);
  });
});
