import { afterEach, describe, expect, it, vi } from "vitest";

const maybeSingle = vi.fn();
vi.mock("@/integrations/supabase/public-db", () => {
  const chain = { select: () => chain, limit: () => chain, maybeSingle: () => maybeSingle() };
  return { publicDb: { from: () => chain } };
});

const { getProtectionEnabled } = await import("./protection-setting-query");

afterEach(() => maybeSingle.mockReset());

describe("getProtectionEnabled", () => {
  it("follows the admin's switch", async () => {
    maybeSingle.mockResolvedValueOnce({ data: { protection_enabled: false }, error: null });
    expect(await getProtectionEnabled()).toBe(false);
    maybeSingle.mockResolvedValueOnce({ data: { protection_enabled: true }, error: null });
    expect(await getProtectionEnabled()).toBe(true);
  });

  it("stays on when the setting cannot be read", async () => {
    maybeSingle.mockResolvedValueOnce({ data: null, error: null });
    expect(await getProtectionEnabled()).toBe(true);
    maybeSingle.mockResolvedValueOnce({ data: null, error: { code: "42501", message: "denied" } });
    expect(await getProtectionEnabled()).toBe(true);
    maybeSingle.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await getProtectionEnabled()).toBe(true);
  });
});
