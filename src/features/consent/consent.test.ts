import { describe, expect, it, vi } from "vitest";
import {
  ACCEPT_ALL,
  COOKIE_PREFERENCES_EVENT,
  COOKIE_PREFERENCES_KEY,
  NECESSARY_ONLY,
  readCookiePreferences,
  saveCookiePreferences,
} from "./consent";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe("cookie preferences", () => {
  it("uses one product-specific key", () => {
    expect(COOKIE_PREFERENCES_KEY).toBe("jalraksha-cookie-preferences");
  });

  it("Accept All sets all four true, Necessary Only the other three false", () => {
    expect(ACCEPT_ALL).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      personalization: true,
    });
    expect(NECESSARY_ONLY).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });
  });

  it("saves, forces necessary on and announces the choice", () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(COOKIE_PREFERENCES_EVENT, listener);
    const tampered = { ...ACCEPT_ALL, necessary: false } as unknown as typeof ACCEPT_ALL;
    saveCookiePreferences(tampered, storage, target);
    expect(JSON.parse(storage.data.get(COOKIE_PREFERENCES_KEY)!)).toEqual(ACCEPT_ALL);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual(ACCEPT_ALL);
    expect(readCookiePreferences(storage)).toEqual(ACCEPT_ALL);
  });

  it.each([
    ["nothing", undefined],
    ["not JSON", "{"],
    ["a string", '"yes"'],
    ["missing categories", '{"necessary":true,"analytics":true}'],
    ["non-boolean values", '{"analytics":"yes","marketing":false,"personalization":false}'],
  ])("treats %s as no choice", (_label, raw) => {
    const storage = memoryStorage(raw === undefined ? {} : { [COOKIE_PREFERENCES_KEY]: raw });
    expect(readCookiePreferences(storage)).toBeNull();
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(readCookiePreferences(broken)).toBeNull();
  });
});
