import { beforeAll, describe, expect, it, vi } from "vitest";
import type * as Client from "./client";

let mod: typeof Client;

beforeAll(async () => {
  // Node 20 has no global WebSocket and supabase-js refuses to build its realtime client without
  // one; browsers have it. The client never opens a socket here.
  if (typeof globalThis.WebSocket === "undefined") vi.stubGlobal("WebSocket", class {});
  mod = await import("./client");
});

const claims = (jwt: string): Record<string, unknown> => {
  const payload = (jwt.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
  return JSON.parse(atob(payload)) as Record<string, unknown>;
};

describe("supabase client", () => {
  it("talks to the local stack with the public anon key by default, never a service key", () => {
    expect(mod.SUPABASE_URL).toBe(import.meta.env.VITE_SUPABASE_URL || "http://127.0.0.1:54321");
    expect(claims(mod.SUPABASE_ANON_KEY).role).toBe("anon");
  });

  it("is one shared client with auth and query builders", () => {
    expect(typeof mod.supabase.from).toBe("function");
    expect(typeof mod.supabase.auth.onAuthStateChange).toBe("function");
  });
});
