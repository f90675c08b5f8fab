import { createHash, randomBytes, randomInt } from "node:crypto";

/** A URL-safe random string (refresh tokens, auth codes). */
export function secureToken(bytes = 16): string {
  return randomBytes(bytes).toString("base64url");
}

/** A numeric one-time code of `length` digits. */
export function otpCode(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** GoTrue's token hash: hex SHA-224 of the address followed by the OTP. */
export function tokenHash(address: string, otp: string): string {
  return createHash("sha224")
    .update(address + otp)
    .digest("hex");
}

export function sha256Base64Url(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

// Same shape check GoTrue applies before anything else looks at an address.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isEmail = (value: string): boolean => value.length <= 255 && EMAIL.test(value);
