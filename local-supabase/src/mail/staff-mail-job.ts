import {
  sendDueStaffMail,
  type SendResult,
  type StaffMailJob,
  type StaffMailOutbox,
  type StaffMailer,
} from "../../../supabase/functions/_shared/staff-mail";
import type { Queryable } from "../db/types";
import { companyName } from "./company-name";
import type { Mailbox } from "./mailbox";
import type { MailRelay } from "./relay";

/** The outbox through SQL (claim_staff_mail / complete_staff_mail), as the superuser. */
export function sqlStaffMailOutbox(db: Queryable): StaffMailOutbox {
  return {
    async claim(limit) {
      // One JSON text per job: both drivers then give arrays, numbers and objects alike.
      const { rows } = await db.query<{ job: string }>(
        "select row_to_json(c)::text as job from public.claim_staff_mail($1) c",
        [limit],
      );
      return rows.map((r) => JSON.parse(r.job) as StaffMailJob);
    },
    async complete(outboxId, error, maxAttempts) {
      await db.query("select public.complete_staff_mail($1, $2, $3)", [
        outboxId,
        error,
        maxAttempts,
      ]);
    },
  };
}

/**
 * The local mailer: through SMTP_URL when set (a refusal or an unreachable server throws, so the
 * mail is retried), then into the captured inbox, one copy per recipient.
 */
export function localStaffMailer(mailbox: Mailbox, relay: MailRelay | null): StaffMailer {
  return async (mail) => {
    if (relay)
      await relay.send({
        from: mailbox.from,
        to: mail.to.join(", "),
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    for (const to of mail.to)
      mailbox.send({ to, subject: mail.subject, html: mail.html, text: mail.text });
  };
}

export interface StaffMailJobOptions {
  db: Queryable;
  send: StaffMailer;
  siteUrl: string;
  intervalMs: number;
  log: (message: string) => void;
}

/** Runs the shared sender every intervalMs, never two runs at once; stop() waits for the last. */
export function startStaffMailJob(options: StaffMailJobOptions): { stop: () => Promise<void> } {
  const outbox = sqlStaffMailOutbox(options.db);
  let running: Promise<SendResult | void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = companyName(options.db)
      .then((company) =>
        sendDueStaffMail(outbox, options.send, { siteUrl: options.siteUrl, company }),
      )
      .then((result) => {
        if (result.failed) options.log(`staff mail: ${result.failed} failed, will retry`);
      })
      .catch((err: unknown) => {
        // The outbox table is missing until its migration has run; anything else is logged.
        const text = err instanceof Error ? err.message : String(err);
        if (!/claim_staff_mail/.test(text)) options.log(`staff mail job: ${text}`);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref?.();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
