import { describe, expect, it } from "vitest";
import { isBlockedShortcut } from "./protection";

const key = (
  k: string,
  mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("isBlockedShortcut", () => {
  it.each([
    ["Ctrl+S", key("s", { ctrlKey: true })],
    ["Ctrl+P", key("p", { ctrlKey: true })],
    ["Ctrl+U", key("u", { ctrlKey: true })],
    ["Ctrl+Shift+I", key("I", { ctrlKey: true, shiftKey: true })],
    ["F12", key("F12")],
    ["Cmd+S", key("s", { metaKey: true })],
    ["Cmd+P", key("p", { metaKey: true })],
    ["Cmd+U", key("u", { metaKey: true })],
    ["Cmd+Shift+I", key("i", { metaKey: true, shiftKey: true })],
    ["Cmd+Alt+I", key("i", { metaKey: true, altKey: true })],
    ["Ctrl+S with caps lock", key("S", { ctrlKey: true })],
    ["Ctrl+S on a Russian layout", { ...key("ы", { ctrlKey: true }), code: "KeyS" }],
    ["Cmd+Option+I on macOS", { ...key("ˆ", { metaKey: true, altKey: true }), code: "KeyI" }],
    ["F12 by code", { ...key("Unidentified"), code: "F12" }],
  ])("blocks %s", (_label, event) => {
    expect(isBlockedShortcut(event)).toBe(true);
  });

  it.each([
    ["typing s", key("s")],
    ["typing P", key("P", { shiftKey: true })],
    ["Ctrl+C", key("c", { ctrlKey: true })],
    ["Ctrl+V", key("v", { ctrlKey: true })],
    ["Ctrl+X", key("x", { ctrlKey: true })],
    ["Ctrl+A", key("a", { ctrlKey: true })],
    ["Ctrl+I (italic)", key("i", { ctrlKey: true })],
    ["Cmd+C", key("c", { metaKey: true })],
    ["F5", key("F5")],
    ["typing ы on a Russian layout", { ...key("ы"), code: "KeyS" }],
    ["Ctrl+O on Dvorak (physical S)", { ...key("o", { ctrlKey: true }), code: "KeyS" }],
    ["Ctrl+C on an Arabic layout", { ...key("ؤ", { ctrlKey: true }), code: "KeyC" }],
  ])("lets %s through", (_label, event) => {
    expect(isBlockedShortcut(event)).toBe(false);
  });
});
