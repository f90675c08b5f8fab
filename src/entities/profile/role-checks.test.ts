import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Result = { data: unknown; error: unknown };
const rpc = vi.fn<(name: string, args?: unknown) => Promise<Result>>();
const tables: Record<string, () => Promise<Result>> = {};
const filters: unknown[][] = [];

vi.mock("@/integrations/supabase/client", () => {
  const chain = (table: string) => {
    const q = {
      select: (...a: unknown[]) => (filters.push([table, "select", ...a]), q),
      eq: (...a: unknown[]) => (filters.push([table, "eq", ...a]), q),
      single: () => tables[table]!(),
      then: (resolve: (r: Result) => unknown, reject: (e: unknown) => unknown) =>
        tables[table]!().then(resolve, reject),
    };
    return q;
  };
  return { supabase: { rpc: (n: string, a?: unknown) => rpc(n, a), from: chain } };
});

const { checkIsAdmin } = await import("./role-checks");

const ok = (data: unknown): Promise<Result> => Promise.resolve({ data, error: null });
const fail = (message: string): Promise<Result> =>
  Promise.resolve({ data: null, error: { message, code: "XX000" } });

function logged(type: string) {
  return rpc.mock.calls.filter(
    ([n, a]) =>
      n === "log_security_event" && (a as { event_type_param: string }).event_type_param === type,
  );
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  rpc.mockImplementation((name) => (name === "log_security_event" ? ok(null) : ok(false)));
  filters.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
  rpc.mockReset();
});

describe("checkIsAdmin", () => {
  it("trusts the server function first and logs the check", async () => {
    rpc.mockImplementation((name) => (name === "is_current_user_admin" ? ok(true) : ok(null)));
    tables.user_roles = () => ok([]);
    expect(await checkIsAdmin("u1")).toBe(true);
    expect(filters).toEqual([]);
    const [call] = logged("admin_access_check");
    const details = (call![1] as { event_details_param: Record<string, unknown> })
      .event_details_param;
    expect(details).toMatchObject({ user_id: "u1", success: true });
    expect(typeof details.timestamp).toBe("string");
  });

  it("reads the role from user_roles when the function says no (a second factor is still due)", async () => {
    rpc.mockImplementation((name) => (name === "is_current_user_admin" ? ok(false) : ok(null)));
    tables.user_roles = () => ok([{ role: "admin" }]);
    expect(await checkIsAdmin("u4")).toBe(true);
    tables.user_roles = () => ok([]);
    expect(await checkIsAdmin("u4")).toBe(false);
  });

  it("falls back to user_roles when the function errors", async () => {
    rpc.mockImplementation((name) => (name === "is_current_user_admin" ? fail("boom") : ok(null)));
    tables.user_roles = () => ok([{ role: "admin" }]);
    expect(await checkIsAdmin("u2")).toBe(true);
    expect(filters).toEqual([
      ["user_roles", "select", "role"],
      ["user_roles", "eq", "user_id", "u2"],
      ["user_roles", "eq", "role", "admin"],
    ]);
  });

  it("falls back to the profile role when user_roles errors too", async () => {
    rpc.mockImplementation((name) => (name === "is_current_user_admin" ? fail("boom") : ok(null)));
    tables.user_roles = () => fail("denied");
    tables.profiles = () => ok({ role: "admin" });
    expect(await checkIsAdmin("u3")).toBe(true);
    tables.profiles = () => ok({ role: "user" });
    expect(await checkIsAdmin("u3")).toBe(false);
  });

  it("treats the user as not admin when everything fails, and logs the error", async () => {
    rpc.mockImplementation((name) => (name === "is_current_user_admin" ? fail("boom") : ok(null)));
    tables.user_roles = () => fail("denied");
    tables.profiles = () => Promise.reject(new Error("offline"));
    expect(await checkIsAdmin("u4")).toBe(false);
    const [call] = logged("admin_access_error");
    expect(
      (call![1] as { event_details_param: Record<string, unknown> }).event_details_param,
    ).toMatchObject({
      user_id: "u4",
    });
  });

  it("a failing security log is only logged", async () => {
    rpc.mockImplementation((name) =>
      name === "is_current_user_admin" ? ok(false) : Promise.reject(new Error("log down")),
    );
    expect(await checkIsAdmin("u5")).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });
});
