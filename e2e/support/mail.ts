import { expect } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { DEFAULT_SERVICE_ROLE_KEY } from "../../local-supabase/src/config";
import { E2E_INBOX_PORT, E2E_ORIGIN } from "./ports";

/** Node 20 has no global WebSocket; this client never opens a realtime socket. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the e2e helpers");
  }
}

const INBOX = `http://127.0.0.1:${E2E_INBOX_PORT}`;

interface Summary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** The newest captured mail to an address whose subject matches, waiting for it to arrive. */
export async function waitForMail(
  to: string,
  subject?: RegExp,
): Promise<{ text: string; html: string }> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${INBOX}/api/v1/messages?limit=200`);
        const body = (await res.json()) as { messages: Summary[] };
        id = body.messages.find(
          (m) =>
            m.To.some((a) => a.Address.toLowerCase() === to.toLowerCase()) &&
            (!subject || subject.test(m.Subject)),
        )?.ID;
        return id;
      },
      { message: `mail to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const res = await fetch(`${INBOX}/api/v1/message/${id}`);
  const body = (await res.json()) as { Text: string; HTML: string };
  return { text: body.Text, html: body.HTML };
}

/** The auth link (…/auth/v1/verify?…) in a mail. */
export function verifyLink(mail: { text: string; html: string }): string {
  const match = /https?:\/\/[^\s"'<>]+\/verify\?[^\s"'<>]+/.exec(mail.text);
  if (!match) throw new Error(`no verify link in: ${mail.text}`);
  return match[0].replaceAll("&amp;", "&");
}

/** A confirmed user with a known password (and optionally a role), not signed in. */
export async function createUserWithPassword(role?: "admin" | "support") {
  const admin = createClient(E2E_ORIGIN, DEFAULT_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
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
  return { id: data.user.id, email, password };
}
