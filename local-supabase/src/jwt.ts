import { errors, jwtVerify, type JWTPayload } from "jose";

export interface RequestClaims extends JWTPayload {
  role: string;
  [claim: string]: unknown;
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly kind: "invalid" | "expired",
  ) {
    super(message);
    this.name = "JwtError";
  }
}

const keys = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/** The bearer token of a request: Authorization first, then the apikey header, as Kong does. */
export function bearerToken(headers: {
  authorization?: string | null;
  apikey?: string | null;
}): string | null {
  const auth = headers.authorization?.trim();
  if (auth) {
    const m = /^bearer\s+(.+)$/i.exec(auth);
    return m ? m[1]!.trim() : null;
  }
  return headers.apikey?.trim() || null;
}

/** Verifies an HS256 token with the project secret; the role claim is required. */
export async function verifyJwt(token: string, secret: string): Promise<RequestClaims> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ["HS256"] });
    if (typeof payload.role !== "string" || payload.role === "") {
      throw new JwtError("JWT has no role claim", "invalid");
    }
    return payload as RequestClaims;
  } catch (err) {
    if (err instanceof JwtError) throw err;
    if (err instanceof errors.JWTExpired) throw new JwtError("JWT expired", "expired");
    throw new JwtError(err instanceof Error ? err.message : "invalid JWT", "invalid");
  }
}
