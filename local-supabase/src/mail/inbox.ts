import { Hono } from "hono";
import type { ServiceContext } from "../context";

/** Mailpit-compatible inbox API and a page to read captured mail. */
export function createInboxApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  app.get("/api/v1/messages", (c) => {
    const messages = ctx.mail.list();
    return c.json({ total: messages.length, count: messages.length, messages });
  });
  return app;
}
