import type { Context } from "hono";
import type { AuthDeps } from "../deps";
import { badRequest, ErrorCode } from "../errors";
import { deleteSessions, type LogoutScope } from "../models/sessions";
import { loadAuthenticated, userClaims } from "../request-auth";

const SCOPES = new Set<LogoutScope>(["global", "local", "others"]);

/** POST /logout?scope=global|local|others */
export const logout = (deps: AuthDeps) => async (c: Context) => {
  const scope = (c.req.query("scope") || "global") as LogoutScope;
  if (!SCOPES.has(scope)) throw badRequest(ErrorCode.ValidationFailed, "Unsupported logout scope");
  const claims = await userClaims(c, deps);
  await deps.ctx.db.transaction(async (tx) => {
    const { user, session } = await loadAuthenticated(tx, claims);
    if (!session && scope !== "global") return;
    await deleteSessions(
      tx,
      user.rec.id,
      scope,
      session?.id ?? "00000000-0000-0000-0000-000000000000",
    );
  });
  return c.body(null, 204);
};
