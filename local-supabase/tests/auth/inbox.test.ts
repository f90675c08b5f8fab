import { describe, expect, inject, it } from "vitest";
import { authClient, latestMail, uniqueEmail } from "./support";

const inbox = (path: string, init?: RequestInit) => fetch(`${inject("inboxUrl")}${path}`, init);

describe("Mailpit-compatible inbox", () => {
  it("lists, reads (marking read) and deletes mails", async () => {
    const email = uniqueEmail("inbox");
    await authClient().auth.signUp({ email, password: "password-123" });
    const mail = await latestMail(email);
    const list = (await (await inbox("/api/v1/messages")).json()) as {
      total: number;
      messages: {
        ID: string;
        From: { Address: string };
        To: { Address: string }[];
        Snippet: string;
        Read: boolean;
      }[];
    };
    expect(list.total).toBeGreaterThan(0);
    const summary = list.messages.find((m) => m.ID === mail.ID)!;
    expect(summary.To[0]?.Address).toBe(email);
    expect(summary.From.Address).toContain("@");
    expect(summary.Snippet).toContain("Confirm");
    expect(summary.Read).toBe(true);
    expect(mail.HTML).toContain("<a href=");
    expect(mail.Text).toContain("/auth/v1/verify?");

    const del = await inbox("/api/v1/messages", {
      method: "DELETE",
      body: JSON.stringify({ IDs: [mail.ID] }),
    });
    expect(del.status).toBe(200);
    expect((await inbox(`/api/v1/message/${mail.ID}`)).status).toBe(404);
    const bad = await inbox("/api/v1/messages", { method: "DELETE", body: "{nope" });
    expect(bad.status).toBe(400);
  });

  it("shows an HTML page with everything escaped", async () => {
    const email = uniqueEmail("page");
    await authClient().auth.signUp({
      email,
      password: "password-123",
      options: { data: { username: "<script>alert(1)</script>" } },
    });
    const mail = await latestMail(email);
    const page = await inbox(`/?id=${mail.ID}`);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain("srcdoc=");
    expect(html).not.toMatch(/<script/i);
  });
});

describe("public auth endpoints", () => {
  it("serves settings, health and an empty JWKS for HS256", async () => {
    const base = `${inject("apiUrl")}/auth/v1`;
    const settings = (await (await fetch(`${base}/settings`)).json()) as {
      external: { email: boolean };
      mailer_autoconfirm: boolean;
    };
    expect(settings.external.email).toBe(true);
    expect(settings.mailer_autoconfirm).toBe(false);
    expect(((await (await fetch(`${base}/health`)).json()) as { name: string }).name).toBe(
      "GoTrue",
    );
    expect(await (await fetch(`${base}/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
  });
});
