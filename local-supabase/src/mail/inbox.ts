import { Hono } from "hono";
import type { ServiceContext } from "../context";
import { inboxPage } from "./inbox-page";
import { matches, message, summary } from "./mailpit";
import type { StoredMail } from "./mailbox";

function page(all: StoredMail[], startRaw: string | undefined, limitRaw: string | undefined) {
  const start = Math.max(0, Number.parseInt(startRaw ?? "0", 10) || 0);
  const limit = Math.max(1, Math.min(1000, Number.parseInt(limitRaw ?? "50", 10) || 50));
  return { start, items: all.slice(start, start + limit) };
}

/** Mailpit-compatible inbox API and a page to read captured mail. */
export function createInboxApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  const mail = ctx.mail;

  app.get("/api/v1/messages", (c) => {
    const all = mail.list();
    const { start, items } = page(all, c.req.query("start"), c.req.query("limit"));
    return c.json({
      total: all.length,
      unread: all.filter((m) => !m.read).length,
      count: items.length,
      messages_count: all.length,
      start,
      tags: [],
      messages: items.map(summary),
    });
  });

  app.get("/api/v1/search", (c) => {
    const all = mail.list();
    const found = all.filter((m) => matches(m, c.req.query("query") ?? ""));
    const { start, items } = page(found, c.req.query("start"), c.req.query("limit"));
    return c.json({
      total: all.length,
      unread: all.filter((m) => !m.read).length,
      count: items.length,
      messages_count: found.length,
      start,
      tags: [],
      messages: items.map(summary),
    });
  });

  app.get("/api/v1/message/:id", (c) => {
    const id = c.req.param("id");
    const found = id === "latest" ? mail.list()[0] : mail.get(id);
    if (!found) return c.text("message not found", 404);
    mail.markRead(found.id);
    return c.json(message({ ...found, read: true }));
  });

  app.delete("/api/v1/messages", async (c) => {
    const text = await c.req.text();
    let ids: string[] | undefined;
    if (text.trim()) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return c.text("invalid JSON body", 400);
      }
      const raw = (body as { IDs?: unknown } | null)?.IDs;
      if (raw !== undefined && (!Array.isArray(raw) || !raw.every((x) => typeof x === "string"))) {
        return c.text("IDs must be a list of strings", 400);
      }
      ids = raw as string[] | undefined;
    }
    mail.clear(ids);
    return c.text("ok");
  });

  app.get("/", (c) => {
    const id = c.req.query("id");
    const current = id ? mail.get(id) : undefined;
    if (current) mail.markRead(current.id);
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:",
    );
    return c.html(inboxPage(mail.list(), current));
  });

  app.post("/clear", (c) => {
    mail.clear();
    return c.redirect("/", 303);
  });

  return app;
}
