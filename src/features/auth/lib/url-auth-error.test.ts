import { describe, expect, it } from "vitest";
import { authErrorFromUrl } from "./url-auth-error";

describe("authErrorFromUrl", () => {
  it("reads GoTrue's redirect error from the fragment or the query", () => {
    expect(
      authErrorFromUrl(
        "#error=access_denied&error_code=otp_expired&error_description=Token+has+expired",
        "",
      ),
    ).toEqual({ code: "otp_expired", description: "Token has expired" });
    expect(authErrorFromUrl("", "?error=access_denied")).toEqual({
      code: "access_denied",
      description: "",
    });
  });

  it("is null for a normal link", () => {
    expect(authErrorFromUrl("#access_token=x&type=recovery", "")).toBeNull();
    expect(authErrorFromUrl("", "")).toBeNull();
  });
});
