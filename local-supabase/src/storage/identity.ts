import type { Context } from "hono";
import { bearerToken, JwtError, verifyJwt } from "../jwt";
import type { RequestIdentity } from "../db/run-as";
import { API_ROLES } from "../db/run-as";
import { storageErrors } from "./errors";

/** The caller as the database sees it: verified claims, headers, method and path. */
export async function requestIdentity(c: Context, secret: string): Promise<RequestIdentity> {
  const token = bearerToken({
    authorization: c.req.header("authorization"),
    apikey: c.req.header("apikey"),
  });
  if (!token) throw storageErrors.invalidJwt("No authorization header");
  let claims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (err) {
    throw storageErrors.invalidJwt(err instanceof JwtError ? err.message : "Invalid JWT");
  }
  if (!API_ROLES.has(claims.role)) throw storageErrors.invalidJwt("role not allowed");
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    if (key !== "authorization" && key !== "cookie") headers[key] = value;
  });
  return { claims, headers, method: c.req.method, path: new URL(c.req.url).pathname };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** owner (uuid) and owner_id (text) for rows the caller creates, as Storage fills them. */
export function ownerOf(identity: RequestIdentity): {
  owner: string | null;
  ownerId: string | null;
} {
  const sub = typeof identity.claims.sub === "string" ? identity.claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}
