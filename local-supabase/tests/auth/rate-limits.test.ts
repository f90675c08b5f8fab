import { describe, expect, it } from "vitest";
import { authClient, uniqueEmail, uniqueIp } from "./support";

describe("rate limits per IP", () => {
  it("limits sign-in attempts to 30 per 5 minutes per IP", async () => {
    const ip = uniqueIp();
    const client = authClient({ ip });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 31; i++) {
      const { error } = await client.auth.signInWithPassword({ email: uniqueEmail(), password: "password-123" });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 30).every((c) => c === "invalid_credentials")).toBe(true);
    expect(codes[30]).toBe("over_request_rate_limit");
    // Another IP is not affected.
    const other = await authClient().auth.signInWithPassword({ email: uniqueEmail(), password: "password-123" });
    expect(other.error?.code).toBe("invalid_credentials");
  });

  it("limits token refreshes to 150 per 5 minutes per IP", async () => {
    const client = authClient({ ip: uniqueIp() });
    // The bucket refills at 0.5 per second, so a few more than 150 may pass while the loop runs.
    let passed = 0;
    let limited = false;
    for (let i = 0; i < 200 && !limited; i++) {
      const code = (await client.auth.refreshSession({ refresh_token: `missing-${i}` })).error?.code;
      if (code === "over_request_rate_limit") limited = true;
      else {
        expect(code).toBe("refresh_token_not_found");
        passed++;
      }
    }
    expect(limited).toBe(true);
    expect(passed).toBeGreaterThanOrEqual(150);
    expect(passed).toBeLessThan(170);
  });

  it("limits verifications to 30 per 5 minutes per IP", async () => {
    const client = authClient({ ip: uniqueIp() });
    let last: string | undefined;
    for (let i = 0; i < 31; i++) {
      last = (await client.auth.verifyOtp({ token_hash: `nope-${i}`, type: "magiclink" })).error?.code;
      if (i < 30) expect(last).toBe("otp_expired");
    }
    expect(last).toBe("over_request_rate_limit");
  });

  it("limits e-mail sending requests to 30 per hour per IP", async () => {
    const client = authClient({ ip: uniqueIp() });
    const results: (string | undefined)[] = [];
    for (let i = 0; i < 31; i++) results.push((await client.auth.resetPasswordForEmail(uniqueEmail())).error?.code);
    expect(results.slice(0, 30).every((c) => c === undefined)).toBe(true);
    expect(results[30]).toBe("over_email_send_rate_limit");
  });
});
