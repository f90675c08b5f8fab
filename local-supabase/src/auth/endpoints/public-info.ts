import type { Context } from "hono";
import type { AuthDeps } from "../deps";
import { ErrorCode, notFound } from "../errors";

/** GET /settings: which providers are enabled (only e-mail locally). */
export const settings = (deps: AuthDeps) => (c: Context) =>
  c.json({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      phone: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: !deps.settings.enableSignup,
    mailer_autoconfirm: !deps.settings.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });

/** GET /.well-known/jwks.json: HS256 secrets are symmetric and never published, so the set is empty. */
export const jwks = (_deps: AuthDeps) => (c: Context) => {
  c.header("Cache-Control", "public, max-age=600");
  return c.json({ keys: [] });
};

export const health = (_deps: AuthDeps) => (c: Context) =>
  c.json({
    version: "local",
    name: "GoTrue",
    description: "GoTrue-compatible local auth for Supabase",
  });

/** POST /sso: SAML needs an identity provider; none is enabled locally. */
export const sso =
  (_deps: AuthDeps) =>
  (_c: Context): Response => {
    throw notFound(
      ErrorCode.SamlProviderDisabled,
      "SAML 2.0 is disabled: SSO provider is not enabled",
    );
  };
