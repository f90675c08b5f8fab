import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { signedIn, uniqueIp } from "./support";

const BODIES = [
  "[]",
  "1",
  '"text"',
  "null",
  "{bad json",
  '{"email": 123, "password": ["x"]}',
  '{"email": "a@b.test\\u0000", "password": "password-123"}',
  `{"email": "${"a".repeat(5000)}@example.test", "password": "password-123"}`,
  '{"email": "x@example.test", "password": "' + "p".repeat(100) + '"}',
  '{"email": "x@example.test", "password": "password-123", "data": "not-an-object"}',
  '{"email": "x@example.test", "password": "password-123", "data": {"k": "\\u0000"}}',
  '{"email": "x@example.test", "code_challenge": "short", "code_challenge_method": "md5"}',
  '{"refresh_token": {"$ne": null}, "auth_code": 5, "code_verifier": []}',
  '{"type": "__proto__", "token_hash": "x", "email": "x@example.test", "new_email": "y@example.test"}',
  '{"type": "constructor", "token": "000000", "email": "x@example.test"}',
  '{"factor_type": "totp", "friendly_name": "\\u0000", "challenge_id": "nope", "code": 123}',
  '{"user_metadata": [], "app_metadata": "x", "ban_duration": "1000000000000h", "email_confirm": "yes"}',
];

describe("hostile input gets a 4xx, never a 5xx", () => {
  it("on every endpoint", async () => {
    const { session } = await signedIn();
    const user = `Bearer ${session.access_token}`;
    const admin = `Bearer ${inject("serviceRoleKey")}`;
    const anon = `Bearer ${inject("anonKey")}`;
    const routes: [string, string, string][] = [
      ["POST", "/signup", anon],
      ["POST", "/token?grant_type=password", anon],
      ["POST", "/token?grant_type=refresh_token", anon],
      ["POST", "/token?grant_type=pkce", anon],
      ["POST", "/otp", anon],
      ["POST", "/verify", anon],
      ["POST", "/recover", anon],
      ["POST", "/resend", anon],
      ["PUT", "/user", user],
      ["POST", "/factors", user],
      ["POST", `/factors/${randomUUID()}/challenge`, user],
      ["POST", `/factors/${randomUUID()}/verify`, user],
      ["POST", "/admin/users", admin],
      ["PUT", `/admin/users/${session.user.id}`, admin],
      ["POST", "/admin/generate_link", admin],
      ["POST", "/invite", admin],
    ];
    const failures: string[] = [];
    for (const [method, path, auth] of routes) {
      const ip = uniqueIp();
      for (const body of BODIES) {
        const res = await fetch(`${inject("apiUrl")}/auth/v1${path}`, {
          method,
          headers: {
            apikey: inject("anonKey"),
            authorization: auth,
            "content-type": "application/json",
            "x-forwarded-for": ip,
          },
          body,
        });
        if (res.status >= 500)
          failures.push(`${method} ${path} ${body.slice(0, 60)} -> ${res.status}`);
        if (!body.startsWith("{") && res.status < 400)
          failures.push(`${method} ${path} ${body} -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("on GET /verify and odd client addresses", async () => {
    const base = `${inject("apiUrl")}/auth/v1`;
    for (const q of [
      "token=%00&type=signup",
      "token=x&type=__proto__",
      "token=x&type=signup&redirect_to=javascript:alert(1)",
      "token=pkce_x&type=recovery&redirect_to=http://[::1",
      "",
    ]) {
      const res = await fetch(`${base}/verify?${q}`, {
        redirect: "manual",
        headers: { "x-forwarded-for": uniqueIp() },
      });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get("location")!);
      expect(location.origin).toBe("http://127.0.0.1:5173");
    }
    const odd = await fetch(`${base}/token?grant_type=password`, {
      method: "POST",
      headers: {
        apikey: inject("anonKey"),
        "content-type": "application/json",
        "x-forwarded-for": "1.2.3.4.5, ::::",
      },
      body: JSON.stringify({ email: "nobody@example.test", password: "password-123" }),
    });
    expect(odd.status).toBe(400);
  });
});
