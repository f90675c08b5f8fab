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

const { getActiveWhatsAppSettings } = await import("./queries");

afterEach(() => {
  calls.length = 0;
  vi.restoreAllMocks();
});

describe("getActiveWhatsAppSettings", () => {
  it("selects the active record as a single row and parses JSON text", async () => {
    single.mockResolvedValueOnce({
      data: {
        phone_number: "+91 1",
        business_name: "B",
        welcome_message: "W",
        availability_hours: '{"start":"10:00","end":"11:00"}',
        auto_replies: '[{"trigger":"t","response":"r"}]',
      },
      error: null,
    });
    const settings = await getActiveWhatsAppSettings();
    expect(calls).toEqual([
      ["from", "whatsapp_settings"],
      ["select", "*"],
      ["eq", "is_active", true],
    ]);
    expect(settings?.availabilityHours).toEqual({ start: "10:00", end: "11:00" });
    expect(settings?.autoReplies).toEqual([{ trigger: "t", response: "r" }]);
  });

  it("is silent when there is no row (PGRST116) and hides the widget", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    single.mockResolvedValueOnce({ data: null, error: { code: "PGRST116", message: "0 rows" } });
    expect(await getActiveWhatsAppSettings()).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it("logs other errors and hides the widget", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    single.mockResolvedValueOnce({ data: null, error: { code: "42501", message: "denied" } });
    expect(await getActiveWhatsAppSettings()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    single.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await getActiveWhatsAppSettings()).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
