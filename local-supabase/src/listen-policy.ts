import { isLoopbackHost } from "./client-address";
import { DEFAULT_JWT_SECRET, type StackConfig } from "./config";

export class UnsafeListenError extends Error {
  override name = "UnsafeListenError";
}

/**
 * Refuses configurations that would expose the public demo secret (anyone can mint a
 * service_role token with it) beyond this machine, or mail links nobody outside can open.
 */
export function assertSafeToListen(config: StackConfig): void {
  if (isLoopbackHost(config.host)) return;
  if (config.jwtSecret === DEFAULT_JWT_SECRET) {
    throw new UnsafeListenError(
      `refusing to listen on ${config.host}: the JWT secret is the public demo secret, with which ` +
        "anyone can sign a service_role token. Set JWT_SECRET to a random string of at least 32 " +
        "characters (for example `openssl rand -base64 48`) and SUPABASE_ANON_KEY / " +
        "SUPABASE_SERVICE_ROLE_KEY to tokens signed with it, or listen on 127.0.0.1 only " +
        "(SUPABASE_HOST=127.0.0.1).",
    );
  }
  if (config.jwtSecret.length < 32) {
    throw new UnsafeListenError(
      `refusing to listen on ${config.host}: JWT_SECRET must be at least 32 characters long.`,
    );
  }
}

/** The API's public origin: API_EXTERNAL_URL, else http://host:port of the listening socket. */
export function externalUrl(config: StackConfig, port: number): string {
  const configured = config.auth.apiExternalUrl;
  if (configured) {
    if (!URL.canParse(configured) || !/^https?:$/.test(new URL(configured).protocol)) {
      throw new UnsafeListenError(`API_EXTERNAL_URL must be an http(s) URL (got ${configured})`);
    }
    return configured.replace(/\/+$/, "");
  }
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  if (config.host === "0.0.0.0" || config.host === "::") {
    throw new UnsafeListenError(
      `listening on every interface (${config.host}) needs API_EXTERNAL_URL, the address ` +
        "clients reach the API at, so that mail links and tokens name it.",
    );
  }
  return `http://${host}:${port}`;
}
