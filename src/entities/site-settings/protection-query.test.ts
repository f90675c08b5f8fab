import { afterEach, describe, expect, it, vi } from "vitest";

const single = vi.fn();
const calls: unknown[][] = [];
vi.mock("@/integrations/supabase/public-db", () => {
  const chain = {
    select: (...args: unknown[]) => (calls.push(["select", ...args]), chain),
    eq: (...args: unknown[]) => (calls.push(["eq", ...args]), chain),
    single: () => single(),
  };
  return { publicDb: { from: (table: string) => (calls.push(["from", table]), chain) } };
});

const { getProtectionEnabled } = await import("./queries");

afterEach(() => {
  single.mockReset();
  calls.length = 0;
});

describe("getProtectionEnabled", () => {
  it("reads the one settings row's switch", async () => {
    single.mockResolvedValueOnce({ data: { protection_enabled: false }, error: null });
    expect(await getProtectionEnabled()).toBe(false);
    expect(calls).toEqual([
      ["from", "site_settings"],
      ["select", "protection_enabled"],
      ["eq", "id", 1],
    ]);
    single.mockResolvedValueOnce({ data: { protection_enabled: true }, error: null });
    expect(await getProtectionEnabled()).toBe(true);
  });

  it("throws when the setting cannot be read (the public pages then stay protected)", async () => {
    single.mockResolvedValueOnce({ data: null, error: { code: "42501", message: "denied" } });
    await expect(getProtectionEnabled()).rejects.toMatchObject({ code: "42501" });
  });
});
