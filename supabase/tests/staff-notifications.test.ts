import { randomInt } from "node:crypto";
import { createServer, type AddressInfo, type Server } from "node:net";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { Mailbox } from "../../local-supabase/src/mail/mailbox";
import { MailRelay } from "../../local-supabase/src/mail/relay";
import { localStaffMailer, sqlStaffMailOutbox } from "../../local-supabase/src/mail/staff-mail-job";
import { sendDueStaffMail } from "../functions/_shared/staff-mail";
import { restActor } from "./support/actors";
import { connect, createUser, uniq } from "./support/db";
import { isolatedDb, type IsolatedDb } from "./support/isolated-db";

interface Summary {
  ID: string;
  Subject: string;
}

const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function mailsTo(to: string): Promise<Summary[]> {
  const res = await fetch(
    `${inject("inboxUrl")}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`,
  );
  return ((await res.json()) as { messages: Summary[] }).messages;
}

async function mailText(id: string): Promise<{ Text: string; HTML: string }> {
  const res = await fetch(`${inject("inboxUrl")}/api/v1/message/${id}`);
  return (await res.json()) as { Text: string; HTML: string };
}

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error("timed out");
    await sleep(100);
  }
}

const form = (email: string, name = "Asha Patel") => ({
  name_param: name,
  email_param: email,
  message_param: "We need 300 m² of terrace waterproofing <b>in Ahmedabad</b>. Please call.",
  phone_param: "+91 98765 43210",
  company_param: "Patel Builders",
  subject_param: "Terrace quote",
});

describe("staff notification through the running backend", () => {
  let c: pg.Client;
  const sales = `${uniq("sales")}@example.test`;

  beforeAll(async () => {
    c = await connect();
    const admin = await createUser(c, "admin");
    const actor = await restActor("admin", admin);
    const res = await actor.update(
      "staff_notification_settings",
      { id: 1 },
      { sales_emails: [sales] },
    );
    expect(res.error).toBeNull();
  });
  afterAll(async () => {
    await c.query("update public.staff_notification_settings set sales_emails = '{}' where id = 1");
    await c?.end();
  });

  it("mails the sales address once for a message sent through submit_contact_message", async () => {
    const anon = await restActor("anon", null, { headers: { "x-forwarded-for": freshIp() } });
    const visitor = `${uniq("visitor")}@example.test`;
    const res = await anon.rpc("submit_contact_message", form(visitor, "Ravi Staffmail"));
    expect(res.error).toBeNull();
    const id = res.data as string;

    const [mail] = await waitFor(async () => {
      const list = await mailsTo(sales);
      return list.length ? list : undefined;
    });
    expect(mail!.Subject).toMatch(
      /^New message MSG-\d{4}-\d{6} from Ravi Staffmail: Terrace quote$/,
    );
    const body = await mailText(mail!.ID);
    expect(body.Text).toContain(visitor);
    expect(body.Text).toContain("We need 300 m² of terrace waterproofing <b>in Ahmedabad</b>.");
    expect(body.Text).toContain(`/admin/contact/${id}`);
    // The visitor's markup is shown as text, never as HTML.
    expect(body.HTML).toContain("&lt;b&gt;in Ahmedabad&lt;/b&gt;");
    expect(body.HTML).not.toContain("<b>in Ahmedabad</b>");

    const row = await c.query(
      "select status, attempts, sent_at is not null as sent, last_error from public.staff_mail_outbox where message_id = $1",
      [id],
    );
    expect(row.rows).toEqual([{ status: "sent", attempts: 1, sent: true, last_error: null }]);
    // Sent once: later runs of the job do not send it again.
    await sleep(2500);
    expect(await mailsTo(sales)).toHaveLength(1);
  });

  it("queues nothing for a honeypot submission", async () => {
    const anon = await restActor("anon", null, { headers: { "x-forwarded-for": freshIp() } });
    const visitor = `${uniq("bot")}@example.test`;
    const res = await anon.rpc("submit_contact_message", {
      ...form(visitor),
      honeypot_param: "http://spam.example",
    });
    expect(res.error).toBeNull();
    const queued = await c.query(
      "select count(*)::int as n from public.staff_mail_outbox o join public.contact_messages m on m.id = o.message_id where m.email = $1",
      [visitor],
    );
    expect(queued.rows[0]).toEqual({ n: 0 });
  });

  it("refuses an invalid address list and an eleventh address", async () => {
    const admin = await createUser(c, "admin");
    const actor = await restActor("admin", admin);
    const bad = await actor.update(
      "staff_notification_settings",
      { id: 1 },
      { sales_emails: ["not-an-address"] },
    );
    expect(bad.error?.code).toBe("23514");
    const many = Array.from({ length: 11 }, (_, i) => `s${i}@example.test`);
    const tooMany = await actor.update(
      "staff_notification_settings",
      { id: 1 },
      { sales_emails: many },
    );
    expect(tooMany.error?.code).toBe("23514");
    const r = await c.query("select sales_emails from public.staff_notification_settings");
    expect(r.rows[0]).toEqual({ sales_emails: [sales] });
  });

  it("mails an enquiry with its lines and its reference", async () => {
    const anon = await restActor("anon", null, { headers: { "x-forwarded-for": freshIp() } });
    const visitor = `${uniq("buyer")}@example.test`;
    const res = await anon.rpc("submit_enquiry", {
      name_param: "Tariq Enquirer",
      email_param: visitor,
      message_param: "For a villa in Dubai; please quote CIF Jebel Ali.",
      lines_param: [
        { product_name: "Roof Coat AE", quantity: 8, unit: "pack", pack_size: "20 kg" },
        { product_name: "Acrylic Primer", quantity: 27.5, unit: "kg", note: "white" },
      ],
    });
    expect(res.error).toBeNull();
    const reference = res.data as string;

    const mail = await waitFor(async () =>
      (await mailsTo(sales)).find((m) => m.Subject.startsWith("New enquiry")),
    );
    expect(mail.Subject).toBe(`New enquiry ${reference} from Tariq Enquirer`);
    const body = await mailText(mail.ID);
    expect(body.Text).toContain("Lines (2):");
    expect(body.Text).toContain("1. Roof Coat AE: 8 pack(s) of 20 kg");
    expect(body.Text).toContain("2. Acrylic Primer: 27.5 kg (white)");
    expect(body.Text).toContain("please quote CIF Jebel Ali");
  });

  it("lets only the service role run the sender's functions", async () => {
    for (const role of ["anon", "user", "support", "admin"] as const) {
      const user = role === "anon" ? null : await createUser(c, role);
      const actor = await restActor(role, user);
      const claim = await actor.rpc("claim_staff_mail", { _limit: 10 });
      expect(claim.error?.code, role).toBe("42501");
      const done = await actor.rpc("complete_staff_mail", { _outbox_id: 1, _error: null });
      expect(done.error?.code, role).toBe("42501");
    }
  });
});

/** A minimal SMTP server that accepts every mail. */
function smtpServer(): Promise<{ server: Server; port: number; count: () => number }> {
  let received = 0;
  const server = createServer((socket) => {
    let inData = false;
    let buffer = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let i: number;
      while ((i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received += 1;
            socket.write("250 OK\r\n");
          }
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (cmd === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port, count: () => received }),
    ),
  );
}

describe("staff notification retries (a private database, the sender run by hand)", () => {
  let iso: IsolatedDb;
  const logs: string[] = [];
  const options = { siteUrl: "https://site.example", company: "Jalraksha", maxAttempts: 3 };

  beforeAll(async () => {
    iso = await isolatedDb();
    await iso.db.query(
      "update public.staff_notification_settings set sales_emails = '{sales@example.test,desk@example.test}'",
    );
  });
  afterAll(async () => {
    await iso?.close();
  });

  type OutboxRow = { status: string; attempts: number; last_error: string | null; later: boolean };
  // One JSON text per row: PGlite's driver and pg then give the same numbers and booleans.
  const outboxOf = async (id: string): Promise<OutboxRow[]> =>
    (
      await iso.db.query<{ row: string }>(
        `select json_build_object('status', status, 'attempts', attempts, 'last_error', last_error,
           'later', next_attempt_at > now())::text as row
         from public.staff_mail_outbox where message_id = $1`,
        [id],
      )
    ).rows.map((r) => JSON.parse(r.row) as OutboxRow);
  const submit = async (email: string) =>
    (
      await iso.db.query<{ id: string }>(
        "select public.submit_contact_message('Asha Patel', $1, 'Please call about 200 m² of terrace work.')::text as id",
        [email],
      )
    ).rows[0]!.id;
  const dueNow = (id: string) =>
    iso.db.query(
      "update public.staff_mail_outbox set next_attempt_at = now() where message_id = $1",
      [id],
    );

  it("never blocks the insert, records a failed send, retries with backoff and gives up", async () => {
    const started = Date.now();
    const id = await submit(`${uniq("v")}@example.test`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await outboxOf(id)).toEqual([
      { status: "pending", attempts: 0, last_error: null, later: false },
    ]);

    const mailbox = new Mailbox();
    const unreachable = localStaffMailer(
      mailbox,
      new MailRelay("smtp://127.0.0.1:1", (m) => logs.push(m)),
    );
    const outbox = sqlStaffMailOutbox(iso.db);
    expect(await sendDueStaffMail(outbox, unreachable, options)).toEqual({ sent: 0, failed: 1 });
    const [first] = await outboxOf(id);
    expect(first).toMatchObject({ status: "pending", attempts: 1, later: true });
    expect(first!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(mailbox.list()).toHaveLength(0);

    // Not due yet: nothing is claimed.
    expect(await sendDueStaffMail(outbox, unreachable, options)).toEqual({ sent: 0, failed: 0 });

    await dueNow(id);
    expect(await sendDueStaffMail(outbox, unreachable, options)).toEqual({ sent: 0, failed: 1 });
    await dueNow(id);
    expect(await sendDueStaffMail(outbox, unreachable, options)).toEqual({ sent: 0, failed: 1 });
    const [last] = await outboxOf(id);
    expect(last).toMatchObject({ status: "failed", attempts: 3 });
    await dueNow(id);
    expect(await sendDueStaffMail(outbox, unreachable, options)).toEqual({ sent: 0, failed: 0 });
  });

  it("sends a retried mail once the server answers, to every address, and only once", async () => {
    const id = await submit(`${uniq("v")}@example.test`);
    const outbox = sqlStaffMailOutbox(iso.db);
    const mailbox = new Mailbox();
    await sendDueStaffMail(
      outbox,
      localStaffMailer(mailbox, new MailRelay("smtp://127.0.0.1:1", (m) => logs.push(m))),
      options,
    );
    await dueNow(id);
    const smtp = await smtpServer();
    try {
      const working = localStaffMailer(
        mailbox,
        new MailRelay(`smtp://127.0.0.1:${smtp.port}`, (m) => logs.push(m)),
      );
      expect(await sendDueStaffMail(outbox, working, options)).toEqual({ sent: 1, failed: 0 });
      expect(await sendDueStaffMail(outbox, working, options)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.count()).toBe(1);
      expect(
        mailbox
          .list()
          .map((m) => m.to)
          .sort(),
      ).toEqual(["desk@example.test", "sales@example.test"]);
      expect(mailbox.list()[0]!.text).toContain(`https://site.example/admin/contact/${id}`);
      const [row] = await outboxOf(id);
      expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    } finally {
      smtp.server.close();
    }
  });

  it("two senders at once never claim the same mail", async () => {
    await submit(`${uniq("v")}@example.test`);
    await submit(`${uniq("v")}@example.test`);
    const a = sqlStaffMailOutbox(iso.db);
    const [x, y] = await Promise.all([a.claim(1), a.claim(10)]);
    const ids = [...x!, ...y!].map((j) => String(j.outbox_id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(2);
  });
});
