import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { inject } from "vitest";

export const uniqueEmail = (tag = "user") => `${tag}-${randomUUID()}@example.test`;

/** A distinct X-Forwarded-For per test file/test, so rate limits never starve other tests. */
export const uniqueIp = () => `10.${rand()}.${rand()}.${rand()}`;
const rand = () => Math.floor(Math.random() * 250) + 1;

/** In-memory storage for supabase-js (PKCE code verifiers, persisted sessions). */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** An anon supabase-js client, isolated, with its own client IP. */
export function authClient(
  options: { ip?: string; flowType?: "pkce" | "implicit"; key?: string } = {},
): SupabaseClient {
  return createClient(inject("apiUrl"), options.key ?? inject("anonKey"), {
    auth: {
      persistSession: options.flowType === "pkce",
      storage: memoryStorage(),
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? "implicit",
    },
    global: { headers: { "X-Forwarded-For": options.ip ?? uniqueIp() } },
  });
}

export const adminClient = () => authClient({ key: inject("serviceRoleKey") });

export interface InboxSummary {
  ID: string;
  Subject: string;
  To: { Name: string; Address: string }[];
  Snippet: string;
  Read: boolean;
  Created: string;
}

export interface InboxMessage {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  To: { Name: string; Address: string }[];
}

/** Waits for the newest mail to `to` (optionally with a subject fragment) via the Mailpit API. */
export async function latestMail(to: string, subject?: string): Promise<InboxMessage> {
  const query = `to:${to}${subject ? ` subject:"${subject}"` : ""}`;
  for (let i = 0; i < 50; i++) {
    const res = await fetch(
      `${inject("inboxUrl")}/api/v1/search?query=${encodeURIComponent(query)}`,
    );
    const list = (await res.json()) as { messages: InboxSummary[] };
    const first = list.messages[0];
    if (first) {
      const msg = await fetch(`${inject("inboxUrl")}/api/v1/message/${first.ID}`);
      return (await msg.json()) as InboxMessage;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

/** Count of mails to an address. */
export async function mailCount(to: string): Promise<number> {
  const res = await fetch(
    `${inject("inboxUrl")}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`,
  );
  return ((await res.json()) as { messages_count: number }).messages_count;
}

export function linkIn(mail: InboxMessage): string {
  const m = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.Text);
  if (!m) throw new Error(`no link in mail: ${mail.Text}`);
  return m[1]!;
}

export function codeIn(mail: InboxMessage): string {
  const m = /code: (\d{6})/i.exec(mail.Text);
  if (!m) throw new Error(`no code in mail: ${mail.Text}`);
  return m[1]!;
}

/** Follows a mail link like a browser's first hop: the 303 and its Location. */
export async function follow(link: string): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: "manual" });
  return { status: res.status, location: new URL(res.headers.get("location") ?? "about:blank") };
}

/** A confirmed user created through the admin API. */
export async function confirmedUser(
  password = "password-123",
  metadata: Record<string, unknown> = {},
) {
  const email = uniqueEmail();
  const { data, error } = await adminClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (error || !data.user) throw error ?? new Error("createUser failed");
  return { email, password, id: data.user.id };
}

/** A signed-in client for a fresh confirmed user. */
export async function signedIn(password = "password-123") {
  const user = await confirmedUser(password);
  const client = authClient();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password });
  if (error || !data.session) throw error ?? new Error("sign-in failed");
  return { ...user, client, session: data.session };
}

export function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ""));
}

/** Runs SQL on the test database over its wire protocol (to age tokens, read auth tables). */
export async function sql<Row = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: inject("dbUrl") });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}
