import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createClient, type Session } from "@supabase/supabase-js";
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from "../../local-supabase/src/config";
import { E2E_ORIGIN } from "./ports";

/** Node 20 has no global WebSocket; these clients never open a realtime socket. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the e2e helpers");
  }
}

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoWebSocket as never },
};

/** A confirmed user (optionally with a role in user_roles), signed in; returns its session. */
export async function createSignedInUser(role?: "admin" | "support"): Promise<Session> {
  const admin = createClient(E2E_ORIGIN, DEFAULT_SERVICE_ROLE_KEY, options);
  const email = `e2e-${randomUUID()}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { username: email.split("@")[0] },
  });
  if (error || !data.user) throw error ?? new Error("no user");
  if (role) {
    const { error: roleError } = await admin
      .from("user_roles")
      .insert({ user_id: data.user.id, role });
    if (roleError) throw roleError;
  }
  const anon = createClient(E2E_ORIGIN, DEFAULT_ANON_KEY, options);
  const signIn = await anon.auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error("no session");
  return signIn.data.session;
}

/** Puts the session where the app's supabase-js client looks for it (sb-<host>-auth-token). */
export async function useSession(page: Page, session: Session): Promise<void> {
  const key = `sb-${new URL(E2E_ORIGIN).hostname.split(".")[0]}-auth-token`;
  await page.addInitScript(
    ([k, v]) => localStorage.setItem(k!, v!),
    [key, JSON.stringify(session)],
  );
}

/** Signs in through the sign-in page's form (the page must show it). */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}
