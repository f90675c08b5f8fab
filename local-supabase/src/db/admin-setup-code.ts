import type { Queryable } from "./types";

/**
 * Issues a new one-time admin setup code (replacing any open one) through the database owner's
 * connection, never through the API; null when an admin already exists.
 */
export async function issueAdminSetupCode(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ code: string | null }>(
    "select private.issue_admin_setup_code() as code",
  );
  return rows[0]?.code ?? null;
}

/** The lines the stack and `npm run admin:setup-code` print. */
export function setupCodeMessage(code: string | null, setupUrl: string): string {
  if (code === null) return "an admin exists: no setup code is needed";
  return [
    "no admin exists yet. One-time admin setup code (works once; a new one replaces it):",
    "",
    `    ${code}`,
    "",
    `Sign up or sign in, then enter it at ${setupUrl}`,
  ].join("\n");
}
