import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";

/** The main test stack trusts its loopback "gateway": X-Forwarded-For's last hop is the client. */
async function submit(client: string, email = `visitor-${randomUUID()}@example.test`) {
  return fetch(`${inject("apiUrl")}/rest/v1/rpc/submit_contact_message`, {
    method: "POST",
    headers: {
      apikey: inject("anonKey"),
      authorization: `Bearer ${inject("anonKey")}`,
      "content-type": "application/json",
      "x-forwarded-for": client,
    },
    body: JSON.stringify({
      name_param: "Visitor",
      email_param: email,
      message_param: "Please send a quote for 200 m² of roof coating.",
    }),
  });
}

const ipv4 = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
const hex = () => randomInt(1, 0xffff).toString(16);

describe("contact form throttle", () => {
  it("refuses a flooding client with 429 while another visitor is still served", async () => {
    const flooder = ipv4();
    for (let i = 0; i < 5; i++) {
      // New forged left-hand entries every time: only the hop the gateway saw counts.
      expect((await submit(`${ipv4()}, ${flooder}`)).status).toBe(200);
    }
    const refused = await submit(`${ipv4()}, ${flooder}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "PT429" });
    expect((await submit(ipv4())).status).toBe(200);
  });

  it("counts an IPv6 /64 as one client", async () => {
    const prefix = `2001:db8:${hex()}:${hex()}`;
    for (let i = 0; i < 5; i++) {
      expect((await submit(`${prefix}:${hex()}:${hex()}:${hex()}:${hex()}`)).status).toBe(200);
    }
    expect((await submit(`${prefix}::${hex()}`)).status).toBe(429);
    expect((await submit(`2001:db8:${hex()}:${hex()}::1`)).status).toBe(200);
  });

  it("lets nobody use up a visitor's e-mail allowance", async () => {
    const email = `owner-${randomUUID()}@example.test`;
    const attacker = ipv4();
    for (let i = 0; i < 3; i++) expect((await submit(attacker, email)).status).toBe(200);
    expect((await submit(attacker, email)).status).toBe(429);
    expect((await submit(ipv4(), email)).status).toBe(200);
  });
});
