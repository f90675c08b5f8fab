import { Hono } from "hono";
import type { ServiceContext } from "../context";

/** PostgREST subset under /rest/v1. */
export function createRestApp(_ctx: ServiceContext): Hono {
  const app = new Hono();
  app.all("*", (c) => c.json({ code: "PGRST000", message: "not implemented", details: null, hint: null }, 501));
  return app;
}
