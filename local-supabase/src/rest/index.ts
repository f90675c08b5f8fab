import { Hono } from "hono";
import { requestAddress } from "../client-address";
import type { ServiceContext } from "../context";
import { MAX_BODY_BYTES } from "./api-request/body";
import { JwtVerifier } from "./auth";
import { ApiError } from "./errors";
import { handleRest, PlanCache } from "./handler";
import { SchemaCacheHolder } from "./plan/schema-cache";
import { respondError } from "./response/respond";

const PREFIX = /^\/rest\/v1(?=\/|$)/;

/** PostgREST subset under /rest/v1. */
export function createRestApp(ctx: ServiceContext): Hono {
  const cache = new SchemaCacheHolder(ctx.db, ctx.config.dbSchemas);
  ctx.onSchemaReload(() => cache.invalidate());
  const verifier = new JwtVerifier(ctx.config.jwtSecret);
  const deps = { ctx, cache, verifier, plans: new PlanCache() };
  const app = new Hono();
  app.all("*", async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const path = url.pathname.replace(PREFIX, "") || "/";
    const length = Number(request.headers.get("content-length") ?? "0");
    let bodyText: string | null = null;
    if (length > MAX_BODY_BYTES) {
      const res = respondError(new ApiError(413, "PGRST102", "Payload too large"));
      return new Response(res.body, { status: res.status, headers: res.headers });
    }
    if (request.method !== "GET" && request.method !== "HEAD") bodyText = await request.text();
    const headersObject: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headersObject[key] = value;
    });
    // As a gateway does: the address it saw, replacing whatever the client claimed.
    headersObject["x-real-ip"] = requestAddress(c, ctx.addresses);
    const res = await handleRest(deps, {
      method: request.method,
      path,
      query: url.searchParams,
      rawQuery: url.search,
      header: (name) => request.headers.get(name),
      headersObject,
      bodyText,
      schemas: ctx.config.dbSchemas,
      maxEmbedDepth: ctx.config.maxEmbedDepth,
    });
    return new Response(res.body, { status: res.status, headers: res.headers });
  });
  return app;
}

/** Reloads the REST schema cache of a running stack (after migrations or DDL). */
export function reloadRestSchema(ctx: ServiceContext): void {
  ctx.reloadSchema();
}
