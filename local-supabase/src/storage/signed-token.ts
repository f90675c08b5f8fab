import { errors, jwtVerify, SignJWT } from "jose";
import { storageErrors } from "./errors";

export interface UrlTokenClaims {
  /** `<bucket>/<object-name>` the token grants. */
  url: string;
  /** Signed upload URLs: who becomes the owner, and whether an existing object is replaced. */
  owner?: string | null;
  upsert?: boolean;
  kind: "download" | "upload";
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signUrlToken(
  claims: UrlTokenClaims,
  secret: string,
  expiresInSeconds: number,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(keyOf(secret));
}

/** Verifies a signed-URL token and that it grants exactly this bucket/object and purpose. */
export async function verifyUrlToken(
  token: string | undefined,
  secret: string,
  url: string,
  kind: UrlTokenClaims["kind"],
): Promise<UrlTokenClaims> {
  if (!token) throw storageErrors.missingParameter("token");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { algorithms: ["HS256"] }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw storageErrors.invalidJwt("jwt expired");
    throw storageErrors.invalidJwt("jwt malformed");
  }
  if (payload.kind !== kind || typeof payload.url !== "string") {
    throw storageErrors.invalidSignature();
  }
  if (payload.url !== url) throw storageErrors.invalidSignature("Invalid signature: url mismatch");
  return {
    url: payload.url,
    kind,
    owner: typeof payload.owner === "string" ? payload.owner : null,
    upsert: payload.upsert === true,
  };
}
