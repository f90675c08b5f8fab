import type { Context } from "hono";
import type { AuthDeps } from "../deps";
import { badRequest, ErrorCode, notFound, unprocessable } from "../errors";
import { deleteIdentity, identityCount, identityExists } from "../models/identities";
import { findUserById } from "../models/users";
import { loadAuthenticated, userClaims } from "../request-auth";
import { isUuid } from "../secrets";

/** DELETE /user/identities/{id}: unlinks an identity, never the last one. */
export const deleteUserIdentity = (deps: AuthDeps) => async (c: Context) => {
  const claims = await userClaims(c, deps);
  const id = c.req.param("id") ?? "";
  if (!isUuid(id)) throw badRequest(ErrorCode.ValidationFailed, "identity_id must be an UUID");
  const user = await deps.ctx.db.transaction(async (tx) => {
    const { user } = await loadAuthenticated(tx, claims);
    if (!(await identityExists(tx, user.rec.id, id)))
      throw notFound(ErrorCode.IdentityNotFound, "Identity doesn't exist");
    if ((await identityCount(tx, user.rec.id)) <= 1) {
      throw unprocessable(
        ErrorCode.SingleIdentityNotDeletable,
        "User must have at least 1 identity after unlinking",
      );
    }
    await deleteIdentity(tx, id);
    return (await findUserById(tx, user.rec.id))!;
  });
  return c.json(user.json);
};

/** GET /user/identities/authorize: linking needs an external provider, none is enabled locally. */
export const authorizeIdentity = (deps: AuthDeps) => async (c: Context) => {
  await userClaims(c, deps);
  throw badRequest(ErrorCode.ProviderDisabled, "Unsupported provider: provider is not enabled");
};
