import { Hono, type Context } from "hono";
import type { ServiceContext } from "../context";
import { MailRelay } from "../mail/relay";
import type { AuthDeps } from "./deps";
import {
  adminCreateUser,
  adminDeleteFactor,
  adminDeleteUser,
  adminGetUser,
  adminListFactors,
  adminListUsers,
  adminUpdateUser,
} from "./endpoints/admin-users";
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from "./endpoints/factors";
import { generateLink } from "./endpoints/generate-link";
import { authorizeIdentity, deleteUserIdentity } from "./endpoints/identities";
import { invite } from "./endpoints/invite";
import { logout } from "./endpoints/logout";
import { otp } from "./endpoints/otp";
import { health, jwks, settings, sso } from "./endpoints/public-info";
import { reauthenticate } from "./endpoints/reauthenticate";
import { recover } from "./endpoints/recover";
import { resend } from "./endpoints/resend";
import { signup } from "./endpoints/signup";
import { token } from "./endpoints/token";
import { getUser, putUser } from "./endpoints/user";
import { verifyGet, verifyPost } from "./endpoints/verify";
import { errorResponse } from "./http";
import { MissCounter, RateLimiter } from "./rate-limit";

type Method = "get" | "post" | "put" | "delete";
type Endpoint = (deps: AuthDeps) => (c: Context) => Response | Promise<Response>;

/** The route table: method, path, endpoint. */
const ROUTES: [Method, string, Endpoint][] = [
  ["get", "/health", health],
  ["get", "/settings", settings],
  ["get", "/.well-known/jwks.json", jwks],
  ["post", "/signup", signup],
  ["post", "/token", token],
  ["post", "/otp", otp],
  ["post", "/magiclink", otp],
  ["post", "/verify", verifyPost],
  ["get", "/verify", verifyGet],
  ["post", "/recover", recover],
  ["post", "/resend", resend],
  ["post", "/sso", sso],
  ["get", "/user", getUser],
  ["put", "/user", putUser],
  ["post", "/logout", logout],
  ["get", "/reauthenticate", reauthenticate],
  ["get", "/user/identities/authorize", authorizeIdentity],
  ["delete", "/user/identities/:id", deleteUserIdentity],
  ["post", "/factors", enrollFactor],
  ["post", "/factors/:id/challenge", challengeFactor],
  ["post", "/factors/:id/verify", verifyFactor],
  ["delete", "/factors/:id", unenrollFactor],
  ["get", "/admin/users", adminListUsers],
  ["post", "/admin/users", adminCreateUser],
  ["get", "/admin/users/:id", adminGetUser],
  ["put", "/admin/users/:id", adminUpdateUser],
  ["delete", "/admin/users/:id", adminDeleteUser],
  ["get", "/admin/users/:id/factors", adminListFactors],
  ["delete", "/admin/users/:id/factors/:factorId", adminDeleteFactor],
  ["post", "/admin/generate_link", generateLink],
  ["post", "/invite", invite],
];

/** Supabase Auth (GoTrue) subset under /auth/v1. */
export function createAuthApp(ctx: ServiceContext): Hono {
  const deps: AuthDeps = {
    ctx,
    settings: ctx.config.auth,
    limiter: new RateLimiter(),
    codeMisses: new MissCounter(),
    relay: ctx.config.smtpUrl ? new MailRelay(ctx.config.smtpUrl, ctx.log) : null,
  };
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Supabase-Api-Version", "2024-01-01");
  });
  for (const [method, path, endpoint] of ROUTES) app[method](path, endpoint(deps));
  app.notFound((c) => c.json({ code: 404, error_code: "not_found", msg: "Not Found" }, 404));
  app.onError((err, c) => errorResponse(c, err, ctx.log));
  return app;
}
