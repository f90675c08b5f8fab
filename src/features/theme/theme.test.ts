// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  THEME_STORAGE_KEY,
  applyTheme,
  parseThemePreference,
  readThemePreference,
  resolveTheme,
} from "./theme";

describe("theme", () => {
  it("defaults to the system setting", () => {
    expect(parseThemePreference(null)).toBe("system");
    expect(parseThemePreference("purple")).toBe("system");
    expect(parseThemePreference("dark")).toBe("dark");
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("reads the remembered choice and survives broken storage", () => {
    expect(
      readThemePreference({ getItem: (k) => (k === THEME_STORAGE_KEY ? "light" : null) }),
    ).toBe("light");
    const broken = {
      getItem: (): string | null => {
        throw new Error("denied");
      },
    };
    expect(readThemePreference(broken)).toBe("system");
  });

  it("applies the dark class and color-scheme", () => {
    const root = document.createElement("html");
    applyTheme(root, "dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");
    applyTheme(root, "light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");
  });
});
