import { Hono } from "hono";
import type { ServiceContext } from "../context";

/** Supabase Storage subset under /storage/v1. */
export function createStorageApp(_ctx: ServiceContext): Hono {
  const app = new Hono();
  app.all("*", (c) => c.json({ statusCode: "501", error: "not_implemented", message: "not implemented" }, 501));
  return app;
}
