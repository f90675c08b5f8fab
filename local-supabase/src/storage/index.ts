import { Hono } from "hono";
import type { ServiceContext } from "../context";
import { bucketRoutes } from "./routes/buckets";
import { objectRoutes } from "./routes/objects";
import { StorageService } from "./service";

/** Supabase Storage subset under /storage/v1: buckets and objects, access decided by RLS. */
export function createStorageApp(ctx: ServiceContext): Hono {
  const svc = new StorageService(ctx);
  const app = new Hono();
  app.get("/status", (c) => c.json({ status: "ok" }));
  app.route("/bucket", bucketRoutes(svc));
  app.route("/object", objectRoutes(svc));
  app.all("*", (c) =>
    c.json(
      { statusCode: "404", code: "InvalidRequest", error: "Not Found", message: "Route not found" },
      404,
    ),
  );
  return app;
}
