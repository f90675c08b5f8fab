/**
 * The staff notification sender, shared by the local backend (Node, a background job) and the
 * notify-staff Edge Function (Deno). No imports: the caller brings the outbox (how it reaches
 * the database) and the mailer (how it sends).
 */

/** A contact message as claim_staff_mail() answers it (ip, user agent and notes left out). */
export interface StaffMailMessage {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  subject?: string | null;
  message: string;
  created_at?: string;
  kind?: string | null;
  reference?: string | null;
  [column: string]: unknown;
}

/** An enquiry line (public.enquiry_lines), when the message has any. */
export interface StaffMailLine {
  product_name?: string | null;
  quantity?: number | string | null;
  unit?: string | null;
  pack_size?: string | null;
  note?: string | null;
  [column: string]: unknown;
}

export interface StaffMailJob {
  outbox_id: number | string;
  attempt: number;
  to_addresses: string[];
  message: StaffMailMessage;
  lines: StaffMailLine[] | null;
}

export interface StaffMailOutbox {
  /** claim_staff_mail(limit): due mails, each attempt already counted. */
  claim(limit: number): Promise<StaffMailJob[]>;
  /** complete_staff_mail(id, error, maxAttempts): error null means sent. */
  complete(outboxId: number | string, error: string | null, maxAttempts: number): Promise<void>;
}

export interface StaffMail {
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail; throws when the mail server refuses or cannot be reached. */
export type StaffMailer = (mail: StaffMail) => Promise<void>;

export interface RenderOptions {
  /** The site's origin, for the link to the message in the inbox. */
  siteUrl: string;
  company: string;
}

export const INBOX_PATH = "/admin/contact";
export const DEFAULT_MAX_ATTEMPTS = 5;

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** One line, nothing from a header can break it: control characters become spaces. */
function oneLine(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const UNIT_LABEL: Record<string, string> = { pack: "pack(s)", kg: "kg", l: "L", m2: "m²" };

export function lineSummary(line: StaffMailLine): string {
  const name = String(line.product_name ?? "").trim() || "(product)";
  const unit = UNIT_LABEL[String(line.unit ?? "")] ?? String(line.unit ?? "");
  const pack = line.pack_size ? ` of ${String(line.pack_size)}` : "";
  const note = line.note ? ` (${String(line.note)})` : "";
  return `${name}: ${String(line.quantity ?? "")} ${unit}${pack}${note}`.replace(/\s+/g, " ");
}

export function messageLink(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${INBOX_PATH}/${encodeURIComponent(id)}`;
}

/** The mail staff receive: the sender, the message, the lines when any, and the inbox link. */
export function renderStaffMail(job: StaffMailJob, options: RenderOptions): StaffMail {
  const m = job.message;
  const lines = job.lines ?? [];
  const isEnquiry = m.kind === "enquiry" || lines.length > 0;
  const what = isEnquiry ? "New enquiry" : "New message";
  const ref = m.reference ? ` ${oneLine(String(m.reference), 40)}` : "";
  const about = m.subject ? `: ${oneLine(m.subject, 120)}` : "";
  const subject = oneLine(`${what}${ref} from ${m.name}${about}`, 250);
  const link = messageLink(options.siteUrl, m.id);
  const sender: [string, string | null | undefined][] = [
    ["Name", m.name],
    ["E-mail", m.email],
    ["Phone", m.phone],
    ["Company", m.company],
    ["Subject", m.subject],
    ["Reference", m.reference],
  ];
  const shown = sender.filter(([, v]) => v != null && String(v).trim() !== "");

  const text = [
    `${what} for ${options.company}`,
    "",
    ...shown.map(([k, v]) => `${k}: ${String(v)}`),
    "",
    m.message,
    ...(lines.length
      ? ["", `Lines (${lines.length}):`, ...lines.map((l, i) => `${i + 1}. ${lineSummary(l)}`)]
      : []),
    "",
    `Open it in the inbox: ${link}`,
  ].join("\n");

  const rows = shown
    .map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(String(v))}</td></tr>`)
    .join("");
  const lineItems = lines.length
    ? `<h2>Lines (${lines.length})</h2><ol>${lines
        .map((l) => `<li>${escapeHtml(lineSummary(l))}</li>`)
        .join("")}</ol>`
    : "";
  const html = [
    `<h1>${escapeHtml(what)}</h1>`,
    `<table>${rows}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    lineItems,
    `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`,
  ].join("\n");

  return { to: job.to_addresses, replyTo: m.email, subject, text, html };
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.trim() || "unknown error";
}

export interface SendResult {
  sent: number;
  failed: number;
}

/**
 * Claims the due mails, sends each and reports it: sent, or the error (retried later with
 * backoff, given up after maxAttempts). One failing mail never stops the others.
 */
export async function sendDueStaffMail(
  outbox: StaffMailOutbox,
  send: StaffMailer,
  options: RenderOptions & { batch?: number; maxAttempts?: number },
): Promise<SendResult> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const jobs = await outbox.claim(options.batch ?? 10);
  const result: SendResult = { sent: 0, failed: 0 };
  for (const job of jobs) {
    let error: string | null = null;
    try {
      await send(renderStaffMail(job, options));
    } catch (err) {
      error = errorText(err);
    }
    await outbox.complete(job.outbox_id, error, maxAttempts);
    if (error === null) result.sent += 1;
    else result.failed += 1;
  }
  return result;
}
