import { Hono, type Context } from "hono";
import { storageErrors } from "../errors";
import { renderError, type StorageService } from "../service";
import { storeUpload } from "../upload";
import { listObjects } from "./object-list";
import { copyObject, moveObject, removeObject, removeObjects } from "./object-manage";
import { bucketAndName, bucketOnly, objectSegments } from "./object-path";
import { downloadAuthenticated, downloadPublic, downloadSigned, info } from "./object-read";
import { createUploadUrl, signMany, signOne, uploadToSignedUrl } from "./object-sign";

type Handler = (svc: StorageService, c: Context, segments: string[]) => Promise<Response>;

const upload =
  (method: "POST" | "PUT"): Handler =>
  async (svc, c, segments) => {
    const target = bucketAndName(segments);
    const identity = await svc.identity(c);
    // POST creates unless x-upsert is true; PUT (update) replaces, as Storage's updateObject does.
    const upsert = method === "PUT" || c.req.header("x-upsert") === "true";
    const stored = await storeUpload(svc, c, { ...target, upsert, identity });
    return c.json({ Id: stored.id, Key: stored.key });
  };

/** Picks the handler for /object/<segments> the way Supabase Storage's routes are laid out. */
function route(method: string, segments: string[]): Handler | null {
  const [first, second] = segments;
  const rest = segments.slice(1);
  const read = method === "GET" || method === "HEAD";
  if (method === "POST" && first === "list" && segments.length === 2) {
    return (svc, c) => listObjects(svc, c, bucketOnly(rest) ?? "");
  }
  if (method === "POST" && first === "move" && segments.length === 1)
    return (svc, c) => moveObject(svc, c);
  if (method === "POST" && first === "copy" && segments.length === 1)
    return (svc, c) => copyObject(svc, c);
  if (first === "sign") {
    if (method === "POST" && rest.length === 1)
      return (svc, c) => signMany(svc, c, bucketOnly(rest) ?? "");
    if (method === "POST") return (svc, c) => signOne(svc, c, bucketAndName(rest));
    if (read) return (svc, c) => downloadSigned(svc, c, bucketAndName(rest));
  }
  if (first === "upload" && second === "sign") {
    const target = segments.slice(2);
    if (method === "POST") return (svc, c) => createUploadUrl(svc, c, bucketAndName(target));
    if (method === "PUT") return (svc, c) => uploadToSignedUrl(svc, c, bucketAndName(target));
  }
  if (read && first === "public") return (svc, c) => downloadPublic(svc, c, bucketAndName(rest));
  if (read && first === "authenticated")
    return (svc, c) => downloadAuthenticated(svc, c, bucketAndName(rest));
  if (method === "GET" && first === "info") {
    if (second === "public")
      return (svc, c) => info(svc, c, bucketAndName(segments.slice(2)), true);
    if (second === "authenticated")
      return (svc, c) => info(svc, c, bucketAndName(segments.slice(2)), false);
    return (svc, c) => info(svc, c, bucketAndName(rest), false);
  }
  if (method === "DELETE" && segments.length === 1) {
    return (svc, c) => removeObjects(svc, c, bucketOnly(segments) ?? "");
  }
  if (method === "DELETE") return (svc, c) => removeObject(svc, c, bucketAndName(segments));
  if (method === "POST") return upload("POST");
  if (method === "PUT") return upload("PUT");
  if (read) return (svc, c) => downloadAuthenticated(svc, c, bucketAndName(segments));
  return null;
}

/** /object/*: uploads, downloads, listing, move, copy, remove, signed URLs, info. */
export function objectRoutes(svc: StorageService): Hono {
  const app = new Hono();
  app.on(["GET", "HEAD", "POST", "PUT", "DELETE"], "/*", async (c) => {
    try {
      const segments = objectSegments(c.req.url);
      const handler = route(c.req.method, segments);
      if (!handler) throw storageErrors.invalidRequest("Route not found");
      return await handler(svc, c, segments);
    } catch (err) {
      return renderError(c, err, svc.ctx.log);
    }
  });
  return app;
}
