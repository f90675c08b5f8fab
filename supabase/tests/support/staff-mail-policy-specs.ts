import type { ActorRole, Row } from "./actors";
import { insertRow } from "./fixtures";
import {
  deleteCase,
  insertCase,
  selectCase,
  uniq,
  updateCase,
  type Ctx,
  type PolicyCase,
} from "./policy-cases";

const ADMIN: ActorRole[] = ["admin"];
const STAFF: ActorRole[] = ["support", "admin"];
const NONE: ActorRole[] = [];

/** The one settings row, as it is (the update case writes the same addresses back). */
const settings = async (ctx: Ctx): Promise<Row> => {
  const r = await ctx.c.query(
    "select id, sales_emails from public.staff_notification_settings where id = 1",
  );
  return r.rows[0] as Row;
};

const notificationSettings: PolicyCase[] = [
  selectCase("staff_notification_settings", "the settings row", settings, ADMIN),
  insertCase(
    "staff_notification_settings",
    "a second settings row",
    async () => ({ row: { id: 2, sales_emails: ["intruder@example.test"] }, probe: { id: 2 } }),
    NONE,
  ),
  updateCase(
    "staff_notification_settings",
    "the sales addresses",
    settings,
    (row) => ({ sales_emails: row.sales_emails }),
    ADMIN,
  ),
  deleteCase("staff_notification_settings", "the settings row", settings, NONE),
];

/**
 * An outbox row, queued by hand for a message (the trigger queues only when addresses are set),
 * due tomorrow: the backend's sender runs every second and would otherwise send it while a case
 * compares the row before and after an actor's attempt.
 */
const queued = async (ctx: Ctx): Promise<Row> => {
  const m = await insertRow(ctx.c, "contact_messages", {
    name: "Asha Patel",
    email: `${uniq("asha")}@example.test`,
    message: "Please send a quote for 200 m² of terrace waterproofing.",
  });
  const r = await ctx.c.query(
    "insert into public.staff_mail_outbox (message_id, recipients, next_attempt_at) values ($1, '{sales@example.test}', now() + interval '1 day') returning id",
    [m.id],
  );
  return r.rows[0] as Row;
};

const outbox: PolicyCase[] = [
  selectCase("staff_mail_outbox", "a queued mail", queued, STAFF),
  insertCase(
    "staff_mail_outbox",
    "a mail queued directly",
    async (ctx) => {
      const m = await insertRow(ctx.c, "contact_messages", {
        name: "Asha Patel",
        email: `${uniq("asha")}@example.test`,
        message: "Please send a quote for 200 m² of terrace waterproofing.",
      });
      return {
        row: { message_id: m.id, recipients: ["attacker@example.test"] },
        probe: { message_id: m.id },
      };
    },
    NONE,
  ),
  updateCase("staff_mail_outbox", "a queued mail", queued, () => ({ status: "sent" }), NONE),
  deleteCase("staff_mail_outbox", "a queued mail", queued, NONE),
];

export const STAFF_MAIL_POLICY_CASES: PolicyCase[] = [...notificationSettings, ...outbox];
