import { Hono } from "hono";
import type { ServiceContext } from "../context";

/** Supabase Auth (GoTrue) subset under /auth/v1. */
export function createAuthApp(_ctx: ServiceContext): Hono {
  const app = new Hono();
  app.get("/health", (c) => c.json({ version: "local", name: "GoTrue", description: "local" }));
  app.all("*", (c) => c.json({ code: 501, error_code: "not_implemented", msg: "not implemented" }, 501));
  return app;
}
