import { SignJWT } from "jose";
import { describe, expect, inject, it } from "vitest";
import { signToken } from "../helpers";
import { signedIn } from "./support";

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

async function getUser(token: string) {
  const res = await fetch(`${inject("apiUrl")}/auth/v1/user`, {
    headers: {
      apikey: inject("anonKey"),
      Authorization: `Bearer ${token}`,
      "X-Supabase-Api-Version": "2024-01-01",
    },
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
}

describe("hostile tokens on /user", () => {
  it("accepts the genuine token (control)", async () => {
    const { session } = await signedIn();
    expect((await getUser(session.access_token)).status).toBe(200);
  });

  it("refuses alg none, another secret, expiry, wrong audience and garbage with bad_jwt", async () => {
    const { session, id } = await signedIn();
    const [, payload] = session.access_token.split(".");
    const claims = { sub: id, role: "authenticated", aud: "authenticated" };
    const tokens = {
      none: `${b64({ alg: "none", typ: "JWT" })}.${payload}.`,
      otherSecret: await signToken(claims, {
        secret: "another-secret-another-secret-another-secret",
      }),
      expired: await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(inject("jwtSecret"))),
      wrongAudience: await signToken({ ...claims, aud: "someone-else" }),
      tamperedPayload: `${session.access_token.split(".")[0]}.${b64({ ...claims, role: "service_role" })}.${session.access_token.split(".")[2]}`,
      garbage: "garbage",
    };
    for (const [name, token] of Object.entries(tokens)) {
      const r = await getUser(token);
      expect({ name, status: r.status, code: r.body.code }).toEqual({
        name,
        status: 403,
        code: "bad_jwt",
      });
    }
  });

  it("refuses the anon key (no subject) and a missing token", async () => {
    expect((await getUser(inject("anonKey"))).body.code).toBe("bad_jwt");
    const res = await fetch(`${inject("apiUrl")}/auth/v1/user`, {
      headers: { apikey: inject("anonKey") },
    });
    expect(res.status).toBe(401);
  });

  it("refuses a valid token for a user that no longer exists", async () => {
    const token = await signToken({
      sub: crypto.randomUUID(),
      role: "authenticated",
      aud: "authenticated",
    });
    expect((await getUser(token)).body.code).toBe("user_not_found");
  });
});
