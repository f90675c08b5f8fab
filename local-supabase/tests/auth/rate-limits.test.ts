import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { authClient, uniqueEmail, uniqueIp } from "./support";

/**
 * Sends requests until the first 429 and returns how many passed. Buckets refill slowly while
 * the loop runs, so a few more than the limit may pass; every passing answer must be `expected`.
 */
async function untilLimited(
  send: (i: number) => Promise<string | undefined>,
  limitCode: string,
  expected: string | undefined,
  max: number,
): Promise<number> {
  let passed = 0;
  for (let i = 0; i < max; i++) {
    const code = await send(i);
    if (code === limitCode) return passed;
    expect(code).toBe(expected);
    passed++;
  }
  throw new Error(`no ${limitCode} after ${max} requests`);
}

const fresh = (): SupabaseClient => authClient({ ip: uniqueIp() });

describe("rate limits per IP", () => {
  it("limits sign-in attempts to 30 per 5 minutes per IP", async () => {
    const client = fresh();
    const passed = await untilLimited(
      async () =>
        (await client.auth.signInWithPassword({ email: uniqueEmail(), password: "password-123" }))
          .error?.code,
      "over_request_rate_limit",
      "invalid_credentials",
      40,
    );
    expect(passed).toBeGreaterThanOrEqual(30);
    expect(passed).toBeLessThan(34);
    // Another IP is not affected.
    const other = await fresh().auth.signInWithPassword({
      email: uniqueEmail(),
      password: "x-123456",
    });
    expect(other.error?.code).toBe("invalid_credentials");
  });

  it("limits token refreshes to 150 per 5 minutes per IP", async () => {
    const client = fresh();
    const passed = await untilLimited(
      async (i) =>
        (await client.auth.refreshSession({ refresh_token: `missing-${i}` })).error?.code,
      "over_request_rate_limit",
      "refresh_token_not_found",
      200,
    );
    expect(passed).toBeGreaterThanOrEqual(150);
    expect(passed).toBeLessThan(170);
  });

  it("limits verifications to 30 per 5 minutes per IP", async () => {
    const client = fresh();
    const passed = await untilLimited(
      async (i) =>
        (await client.auth.verifyOtp({ token_hash: `nope-${i}`, type: "magiclink" })).error?.code,
      "over_request_rate_limit",
      "otp_expired",
      40,
    );
    expect(passed).toBeGreaterThanOrEqual(30);
    expect(passed).toBeLessThan(34);
  });

  it("limits e-mail sending requests to 30 per hour per IP", async () => {
    const client = fresh();
    const passed = await untilLimited(
      async () => (await client.auth.resetPasswordForEmail(uniqueEmail())).error?.code,
      "over_email_send_rate_limit",
      undefined,
      40,
    );
    expect(passed).toBe(30);
  });
});
