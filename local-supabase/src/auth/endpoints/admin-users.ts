import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { dbErrorFields } from "../../db/types";
import type { AuthDeps } from "../deps";
import { parseGoDuration } from "../duration";
import { badRequest, ErrorCode, notFound, unprocessable } from "../errors";
import { optBoolean, optObject, optString, readBody, type Body } from "../http";
import { deleteFactor, findFactor, listFactors } from "../models/factors";
import { syncEmailIdentity } from "../models/identities";
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  NOW,
  updateUser,
  type ColumnValue,
} from "../models/users";
import { assertStrongPassword, hashPassword } from "../password";
import { requireAdmin } from "../request-auth";
import { isUuid } from "../secrets";
import { requireEmail } from "./signup";
import { mergeMetadata } from "./user";

const emailExists = () =>
  unprocessable(
    ErrorCode.EmailExists,
    "A user with this email address has already been registered",
  );

function userIdParam(c: Context, name = "id"): string {
  const id = c.req.param(name) ?? "";
  if (!isUuid(id))
    throw badRequest(
      ErrorCode.ValidationFailed,
      `${name === "id" ? "user_id" : name} must be an UUID`,
    );
  return id;
}

/** banned_until for a ban_duration: "none" lifts the ban. */
function banUntil(body: Body): ColumnValue | undefined {
  const raw = optString(body, "ban_duration");
  if (raw === undefined) return undefined;
  if (raw === "none") return null;
  const ms = parseGoDuration(raw);
  if (ms === null) throw badRequest(ErrorCode.ValidationFailed, "invalid format for ban duration");
  return new Date(Date.now() + ms).toISOString();
}

function role(body: Body): string | undefined {
  const r = optString(body, "role");
  if (r !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(r))
    throw badRequest(ErrorCode.ValidationFailed, "Invalid role");
  return r;
}

function intParam(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw badRequest(ErrorCode.ValidationFailed, "page and per_page must be positive integers");
  }
  return Math.min(Number(value), max);
}

/** GET /admin/users?page=&per_page= with X-Total-Count and Link headers. */
export const adminListUsers = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const page = intParam(c.req.query("page"), 1, 1_000_000);
  const perPage = intParam(c.req.query("per_page"), 50, 1000);
  const { users, total } = await listUsers(deps.ctx.db, perPage, (page - 1) * perPage);
  const last = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  c.header("X-Total-Count", String(total));
  c.header("Link", links.join(", "));
  return c.json({ users, aud: "authenticated" });
};

/** POST /admin/users */
export const adminCreateUser = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const body = await readBody(c);
  if (optString(body, "phone") && !optString(body, "email")) {
    throw badRequest(ErrorCode.ProviderDisabled, "Phone provider is not enabled");
  }
  const email = requireEmail(
    optString(body, "email"),
    "Unable to validate email address: email is required",
  );
  const password = optString(body, "password");
  if (password !== undefined) assertStrongPassword(password, deps.settings);
  const userMeta = optObject(body, "user_metadata") ?? optObject(body, "data") ?? {};
  const appMeta = optObject(body, "app_metadata") ?? {};
  const confirm = optBoolean(body, "email_confirm") ?? false;
  const ban = banUntil(body);
  const userRole = role(body);
  const idParam = optString(body, "id");
  if (idParam !== undefined && !isUuid(idParam))
    throw badRequest(ErrorCode.ValidationFailed, "id must be an UUID");
  const encrypted = password ? await hashPassword(password, deps.settings) : null;
  const user = await deps.ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw emailExists();
      const id = idParam ?? randomUUID();
      await insertUser(tx, {
        id,
        email,
        encryptedPassword: encrypted,
        userMetadata: userMeta,
        appMetadata: { provider: "email", providers: ["email"], ...appMeta },
        emailConfirmed: confirm,
        role: userRole,
      });
      if (ban !== undefined) await updateUser(tx, id, { banned_until: ban });
      return (await findUserById(tx, id))!;
    })
    .catch((err: unknown) => {
      if (dbErrorFields(err).code === "23505") throw emailExists();
      throw err;
    });
  return c.json(user.json);
};

/** GET /admin/users/{id} */
export const adminGetUser = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const id = userIdParam(c);
  const user = await findUserById(deps.ctx.db, id);
  if (!user) throw notFound(ErrorCode.UserNotFound, "User not found");
  return c.json(user.json);
};

/** PUT /admin/users/{id}: e-mail, password, metadata (merged), confirmation, ban, role. */
export const adminUpdateUser = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const id = userIdParam(c);
  const body = await readBody(c);
  const rawEmail = optString(body, "email");
  const email =
    rawEmail !== undefined ? requireEmail(rawEmail, "Unable to validate email address") : undefined;
  const password = optString(body, "password");
  if (password !== undefined) assertStrongPassword(password, deps.settings);
  const userMeta = optObject(body, "user_metadata");
  const appMeta = optObject(body, "app_metadata");
  const confirm = optBoolean(body, "email_confirm");
  const ban = banUntil(body);
  const userRole = role(body);
  const encrypted =
    password !== undefined ? await hashPassword(password, deps.settings) : undefined;
  const user = await deps.ctx.db
    .transaction(async (tx) => {
      const current = await findUserById(tx, id, true);
      if (!current) throw notFound(ErrorCode.UserNotFound, "User not found");
      const set: Record<string, ColumnValue> = {};
      if (email !== undefined && email !== current.rec.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.rec.id !== id) throw emailExists();
        set.email = email;
      }
      if (encrypted !== undefined) set.encrypted_password = encrypted;
      if (userMeta)
        set.raw_user_meta_data = mergeMetadata(current.rec.raw_user_meta_data, userMeta);
      if (appMeta) set.raw_app_meta_data = mergeMetadata(current.rec.raw_app_meta_data, appMeta);
      if (confirm === true && !current.rec.email_confirmed_at) set.email_confirmed_at = NOW;
      if (ban !== undefined) set.banned_until = ban;
      if (userRole !== undefined) set.role = userRole;
      if (Object.keys(set).length > 0) await updateUser(tx, id, set);
      if (ban) await tx.query("delete from auth.sessions where user_id = $1", [id]);
      await syncEmailIdentity(tx, id);
      return (await findUserById(tx, id))!;
    })
    .catch((err: unknown) => {
      if (dbErrorFields(err).code === "23505") throw emailExists();
      throw err;
    });
  return c.json(user.json);
};

/** DELETE /admin/users/{id} (should_soft_delete keeps the row, banned and without sessions). */
export const adminDeleteUser = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const id = userIdParam(c);
  const body = await readBody(c);
  const soft = optBoolean(body, "should_soft_delete") ?? false;
  const user = await deps.ctx.db.transaction(async (tx) => {
    const current = await findUserById(tx, id, true);
    if (!current) throw notFound(ErrorCode.UserNotFound, "User not found");
    if (soft) {
      await updateUser(tx, id, { deleted_at: NOW, banned_until: "infinity" });
      await tx.query("delete from auth.sessions where user_id = $1", [id]);
    } else await deleteUser(tx, id);
    return current;
  });
  return c.json(user.json);
};

/** GET /admin/users/{id}/factors */
export const adminListFactors = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const id = userIdParam(c);
  const factors = await deps.ctx.db.transaction(async (tx) => {
    if (!(await findUserById(tx, id))) throw notFound(ErrorCode.UserNotFound, "User not found");
    return listFactors(tx, id);
  });
  return c.json(factors);
};

/** DELETE /admin/users/{id}/factors/{factorId} */
export const adminDeleteFactor = (deps: AuthDeps) => async (c: Context) => {
  await requireAdmin(c, deps);
  const id = userIdParam(c);
  const factorId = userIdParam(c, "factorId");
  const factor = await deps.ctx.db.transaction(async (tx) => {
    const f = await findFactor(tx, id, factorId);
    if (!f) throw notFound(ErrorCode.MfaFactorNotFound, "Factor not found");
    await deleteFactor(tx, f.id);
    return f;
  });
  return c.json({
    id: factor.id,
    friendly_name: factor.friendly_name ?? "",
    factor_type: factor.factor_type,
    status: factor.status,
  });
};
