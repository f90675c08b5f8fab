// The notify-staff Edge Function (Deno, hosted Supabase): sends the due staff mails of
// public.staff_mail_outbox with the same module the local backend runs. Call it from a database
// webhook on staff_mail_outbox inserts and from pg_cron every minute (the retries); see README.
//
// Secrets: SITE_URL, COMPANY_NAME (optional), MAIL_FROM, and either RESEND_API_KEY (an HTTP mail
// API) or SMTP_URL (smtp://user:pass@host:587). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// set by Supabase. Callers must send the service role key as Bearer.
import { createClient } from "npm:@supabase/supabase-js@2";
import nodemailer from "npm:nodemailer@6";
import {
  sendDueStaffMail,
  type StaffMailJob,
  type StaffMailOutbox,
  type StaffMailer,
} from "../_shared/staff-mail.ts";

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): void;
};

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`missing secret ${name}`);
  return value;
};

const db = createClient(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
  auth: { persistSession: false, autoRefreshToken: false },
});

const outbox: StaffMailOutbox = {
  async claim(limit) {
    const { data, error } = await db.rpc("claim_staff_mail", { _limit: limit });
    if (error) throw new Error(error.message);
    return (data ?? []) as StaffMailJob[];
  },
  async complete(outboxId, error, maxAttempts) {
    const res = await db.rpc("complete_staff_mail", {
      _outbox_id: outboxId,
      _error: error,
      _max_attempts: maxAttempts,
    });
    if (res.error) throw new Error(res.error.message);
  },
};

function mailer(): StaffMailer {
  const from = env("MAIL_FROM");
  const resendKey = Deno.env.get("RESEND_API_KEY");
  if (resendKey)
    return async (mail) => {
      const res = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { authorization: `Bearer ${resendKey}`, "content-type": "application/json" },
        body: JSON.stringify({
          from,
          to: mail.to,
          reply_to: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
      });
      if (!res.ok) throw new Error(`mail API ${res.status}: ${(await res.text()).slice(0, 300)}`);
    };
  const transport = nodemailer.createTransport(env("SMTP_URL"));
  return async (mail) => {
    await transport.sendMail({ from, ...mail, to: mail.to.join(", ") });
  };
}

const send = mailer();

Deno.serve(async (req) => {
  const token = (req.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
  if (!token || token !== env("SUPABASE_SERVICE_ROLE_KEY"))
    return new Response("forbidden", { status: 403 });
  try {
    const result = await sendDueStaffMail(outbox, send, {
      siteUrl: env("SITE_URL"),
      company: Deno.env.get("COMPANY_NAME") ?? "Jalraksha Building Solutions",
      batch: 20,
    });
    return Response.json(result);
  } catch (err) {
    return Response.json(
      { error: err instanceof Error ? err.message : String(err) },
      { status: 500 },
    );
  }
});
