import { describe, expect, it } from "vitest";
import { api } from "./support";

// The app's pages on another origin (the dev server, a static host) call the API from a browser:
// CORS as Supabase's gateway answers it, on answers of every kind.
const ORIGIN = "https://shop.example";

describe("CORS", () => {
  it("answers a preflight with what the browser may send and for how long", async () => {
    const res = await api("/rest/v1/users", {
      method: "OPTIONS",
      headers: {
        origin: ORIGIN,
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "authorization,apikey,content-type,prefer",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(res.headers.get("access-control-allow-headers")).toContain("prefer");
    expect(res.headers.get("access-control-max-age")).toBe("3600");
  });

  it("lets the page read a read's range and count, an error and a health check", async () => {
    const answers = await Promise.all([
      api("/rest/v1/users?select=id", {
        headers: { origin: ORIGIN, "accept-profile": "test_api", prefer: "count=exact" },
      }),
      api("/rest/v1/no_such_table", { headers: { origin: ORIGIN, "accept-profile": "test_api" } }),
      api("/health", { headers: { origin: ORIGIN } }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 404, 200]);
    for (const res of answers) {
      expect(res.headers.get("access-control-allow-origin")).toBe(ORIGIN);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      expect(res.headers.get("access-control-expose-headers")).toContain("Content-Range");
      expect(res.headers.get("vary")).toContain("Origin");
    }
    expect(answers[0]!.headers.get("content-range")).toMatch(/^0-\d+\/\d+$/);
    expect(answers[0]!.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("answers a request without an Origin with any origin", async () => {
    const res = await api("/rest/v1/users?select=id&limit=1", {
      headers: { "accept-profile": "test_api" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});
