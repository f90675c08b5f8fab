import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthInvalidCredentialsError,
  AuthInvalidJwtError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { describeAuthError } from "./auth-error";

const api = (status: number, code: string, message = "x") =>
  new AuthApiError(message, status, code);

describe("describeAuthError", () => {
  it.each([
    [api(400, "invalid_credentials", "Invalid login credentials"), "invalidCredentials"],
    [new AuthInvalidCredentialsError("bad"), "invalidCredentials"],
    [api(400, "", "Invalid login credentials"), "invalidCredentials"],
    [api(400, "email_not_confirmed", "Email not confirmed"), "emailNotConfirmed"],
    [api(429, "over_request_rate_limit"), "tooManyRequests"],
    [api(429, "over_email_send_rate_limit"), "tooManyRequests"],
    [new AuthRetryableFetchError("Failed to fetch", 0), "network"],
    [new AuthRetryableFetchError("Bad gateway", 502), "network"],
    [api(503, "unexpected_failure"), "network"],
    [new TypeError("Failed to fetch"), "network"],
    [new AuthSessionMissingError(), "sessionMissing"],
    [api(403, "otp_expired", "Token has expired or is invalid"), "linkExpired"],
    [
      new AuthImplicitGrantRedirectError("Email link is invalid or has expired", {
        error: "access_denied",
        code: "otp_expired",
      }),
      "linkExpired",
    ],
    [api(422, "user_already_exists"), "userExists"],
    [api(422, "same_password"), "samePassword"],
    [api(400, "email_address_invalid"), "invalidEmail"],
    [api(422, "mfa_verification_failed"), "mfaFailed"],
    [new AuthInvalidJwtError("bad"), "invalidToken"],
    [api(500, "unexpected_failure"), "unknown"],
    [new Error("?"), "unknown"],
    [null, "unknown"],
    ["text", "unknown"],
  ])("%s -> %s", (error, kind) => {
    const info = describeAuthError(error);
    expect(info.kind).toBe(kind);
    expect(info.messageKey).toBe(`auth.errors.${kind}`);
    expect(info.retryable).toBe(kind === "network");
  });

  it("carries the weak-password reasons the server gives", () => {
    const info = describeAuthError(
      new AuthWeakPasswordError("Password should be at least 6 characters.", 422, [
        "length",
        "characters",
        "bogus" as "pwned",
      ]),
    );
    expect(info.kind).toBe("weakPassword");
    expect(info.reasonKeys).toEqual(["auth.weakReasons.length", "auth.weakReasons.characters"]);
    expect(describeAuthError(api(422, "weak_password")).reasonKeys).toEqual([]);
  });
});
