import { API_ROLES } from "../db/run-as";
import { bearerToken, JwtError, verifyJwt, type RequestClaims } from "../jwt";
import { ApiError } from "./errors";

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 2_000;

/**
 * Verified tokens are kept briefly (at most 30 s and never past their `exp`): the same anon key
 * arrives with nearly every request and HS256 verification is the hot path's biggest cost.
 */
export class JwtVerifier {
  private cache = new Map<string, { claims: RequestClaims; until: number }>();

  constructor(private readonly secret: string) {}

  async verify(token: string): Promise<RequestClaims> {
    const now = Date.now();
    const hit = this.cache.get(token);
    if (hit && hit.until > now) return hit.claims;
    const claims = await verifyJwt(token, this.secret);
    const exp = typeof claims.exp === "number" ? claims.exp * 1000 : Infinity;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(token, { claims, until: Math.min(now + CACHE_TTL_MS, exp) });
    return claims;
  }
}

function jwtError(code: string, message: string): ApiError {
  return new ApiError(401, code, message, null, null, {
    "WWW-Authenticate": `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

/** The claims a request acts with: the bearer token, else the apikey, else anonymous. */
export async function requestClaims(
  verifier: JwtVerifier,
  header: (name: string) => string | null | undefined,
): Promise<RequestClaims> {
  const authorization = header("authorization");
  const token = bearerToken({ authorization, apikey: header("apikey") });
  if (authorization?.trim() && !token) {
    throw jwtError("PGRST301", "Empty JWT is sent in Authorization header");
  }
  if (!token) return { role: "anon" };
  const parts = token.split(".").length;
  if (parts !== 3) throw jwtError("PGRST301", `Expected 3 parts in JWT; got ${parts}`);
  let claims: RequestClaims;
  try {
    claims = await verifier.verify(token);
  } catch (err) {
    if (err instanceof JwtError && err.kind === "expired")
      throw jwtError("PGRST303", "JWT expired");
    throw jwtError("PGRST301", "JWSError JWSInvalidSignature");
  }
  if (!API_ROLES.has(claims.role)) {
    throw new ApiError(403, "42501", `permission denied to set role "${claims.role}"`);
  }
  return claims;
}
