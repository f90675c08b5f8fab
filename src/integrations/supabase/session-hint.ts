import { AUTH_STORAGE_KEY } from "./config";

type AccessTokenSource = () => Promise<string | null>;

let source: AccessTokenSource | null = null;

/**
 * Whether this visit may be signed in, judged without supabase-js: a stored session, or an auth
 * redirect (confirmation, recovery, error) in the URL that supabase-js must read. Only then does
 * the entry load the full client at once; otherwise it loads with sign-in or the back office.
 */
export function mayHaveSession(): boolean {
  if (typeof window === "undefined") return false;
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEY)) return true;
  } catch {
    // Storage blocked: supabase-js could not have stored a session either.
  }
  const { hash, search } = window.location;
  return (
    /(^#|&)(access_token|error_description|error_code)=/.test(hash) || /[?&]code=/.test(search)
  );
}

/** Called by the full client when it loads: public reads then carry the session's token. */
export function registerAccessTokenSource(next: AccessTokenSource): void {
  source = next;
}

/** The signed-in user's access token, or null for the anon key (as supabase-js decides). */
export async function currentAccessToken(): Promise<string | null> {
  // The full client (its own chunk) registers the source as it loads.
  if (!source && mayHaveSession()) await import("./client");
  return source ? source() : null;
}
