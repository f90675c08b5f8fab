import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { startStack, type RunningStack } from "../../src/server";

/**
 * A stack configured as it runs by default: no trusted proxy, so X-Forwarded-For is the client's
 * own claim and every limit keys on the socket's address (127.0.0.1 here).
 */
let stack: RunningStack;
beforeAll(async () => {
  const config = loadConfig(process.env, {
    apiPort: 0,
    inboxPort: 0,
    dbPort: -1,
    dataDir: null,
    databaseUrl: null,
    quiet: true,
  });
  stack = await startStack(config);
});
afterAll(async () => {
  await stack?.close();
});

const forgedIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

async function submitContact(forwardedFor: string): Promise<Response> {
  const key = stack.ctx.config.anonKey;
  return fetch(`${stack.apiUrl}/rest/v1/rpc/submit_contact_message`, {
    method: "POST",
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      "x-forwarded-for": forwardedFor,
      "x-real-ip": forwardedFor,
    },
    body: JSON.stringify({
      name_param: "Flood Bot",
      email_param: `bot-${randomUUID()}@example.test`,
      message_param: "A message long enough to pass the checks.",
    }),
  });
}

describe("without trusted proxies", () => {
  it("rate limits sign-ins by the socket address, however X-Forwarded-For rotates", async () => {
    let limited = -1;
    for (let i = 0; i < 40 && limited < 0; i++) {
      const client = createClient(stack.apiUrl, stack.ctx.config.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { "X-Forwarded-For": forgedIp() } },
      });
      const { error } = await client.auth.signInWithPassword({
        email: `nobody-${randomUUID()}@example.test`,
        password: "password-123",
      });
      if (error?.code === "over_request_rate_limit") {
        limited = i;
        expect(error.status).toBe(429);
      } else expect(error?.code).toBe("invalid_credentials");
    }
    expect(limited).toBeGreaterThanOrEqual(30);
    expect(limited).toBeLessThan(34);
  });

  it("throttles the contact form by the socket address with HTTP 429 (PT429), forged headers ignored", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await submitContact(forgedIp());
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const refused = await submitContact(forgedIp());
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("PT429");
    const { rows } = await stack.ctx.db.query<{ ip: string; n: string }>(
      "select host(ip) as ip, count(*)::text as n from public.contact_messages where email like 'bot-%' group by 1",
    );
    expect(rows).toEqual([{ ip: "127.0.0.1", n: "5" }]);
  });
});
