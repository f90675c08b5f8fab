import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

export interface ApiCorsOptions {
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  maxAge: number;
}

/**
 * CORS for the API as Supabase's gateway answers it: any origin, echoed back, with credentials.
 * Preflights are hono's middleware. On every other request the headers are added to the
 * response the handler made, after it ran: hono's middleware touches the response before the
 * handler, which makes Hono rebuild each response as a full web Response with a body stream,
 * a seventh of the API thread's work on a catalogue read.
 */
export function apiCors(options: ApiCorsOptions): MiddlewareHandler {
  const preflight = cors({
    origin: (origin) => origin || "*",
    allowMethods: options.allowMethods,
    allowHeaders: options.allowHeaders,
    exposeHeaders: options.exposeHeaders,
    credentials: true,
    maxAge: options.maxAge,
  });
  const exposed = options.exposeHeaders.join(",");
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    await next();
    const headers = c.res.headers;
    headers.set("Access-Control-Allow-Origin", c.req.header("origin") || "*");
    headers.set("Access-Control-Allow-Credentials", "true");
    headers.set("Access-Control-Expose-Headers", exposed);
    headers.append("Vary", "Origin");
  };
}
