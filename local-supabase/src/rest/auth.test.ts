import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { JwtVerifier, requestClaims } from "./auth";
import { ApiError } from "./errors";

const SECRET = "a-test-secret-that-is-at-least-32-characters";
const sign = (claims: Record<string, unknown>, exp: number | string = "1h", secret = SECRET) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
const headers = (h: Record<string, string>) => (n: string) => h[n] ?? null;

async function error(h: Record<string, string>): Promise<ApiError> {
  try {
    await requestClaims(new JwtVerifier(SECRET), headers(h));
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an error");
}

describe("requestClaims", () => {
  it("takes the bearer token first, then the apikey, else anon", async () => {
    const v = new JwtVerifier(SECRET);
    const user = await sign({ role: "authenticated", sub: "u1" });
    const service = await sign({ role: "service_role" });
    expect(
      (await requestClaims(v, headers({ authorization: `Bearer ${user}`, apikey: service }))).sub,
    ).toBe("u1");
    expect((await requestClaims(v, headers({ apikey: service }))).role).toBe("service_role");
    expect(await requestClaims(v, headers({}))).toEqual({ role: "anon" });
  });

  it("answers bad, expired and foreign-role tokens with PostgREST's errors", async () => {
    expect(await error({ authorization: "Bearer a.b" })).toMatchObject({
      status: 401,
      code: "PGRST301",
    });
    expect(await error({ authorization: "Basic xyz" })).toMatchObject({
      status: 401,
      code: "PGRST301",
    });
    const forged = await sign(
      { role: "service_role" },
      "1h",
      "another-secret-that-is-at-least-32-chars",
    );
    expect(await error({ authorization: `Bearer ${forged}` })).toMatchObject({
      status: 401,
      code: "PGRST301",
    });
    const expired = await sign({ role: "anon" }, Math.floor(Date.now() / 1000) - 10);
    expect(await error({ apikey: expired })).toMatchObject({
      status: 401,
      code: "PGRST303",
      message: "JWT expired",
    });
    const admin = await sign({ role: "postgres" });
    expect(await error({ apikey: admin })).toMatchObject({ status: 403, code: "42501" });
  });
});
