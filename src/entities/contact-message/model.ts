import type { MessageStatus } from "./status";

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string;
  status: MessageStatus;
  handled_by: string | null;
  created_at: string;
  updated_at: string;
}

export const MESSAGE_COLUMNS =
  "id, name, email, phone, company, subject, message, status, handled_by, created_at, updated_at";

/** The dashboard's short list shows these columns only. */
export type LatestMessage = Pick<
  ContactMessage,
  "id" | "name" | "email" | "subject" | "status" | "created_at"
>;

export interface MessageEvent {
  id: number;
  kind: "status" | "note";
  from_status: MessageStatus | null;
  to_status: MessageStatus | null;
  note: string | null;
  actor_id: string | null;
  actor_name: string | null;
  created_at: string;
}

/** What the inbox list asks for; the URL state of the inbox feature has this shape. */
export interface MessageListFilters {
  /** null: every status except spam (the default view); "all" includes spam. */
  status: MessageStatus | "all" | null;
  q: string;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * Search text made safe for a PostgREST or=(...) filter: characters that structure the filter
 * (commas, parentheses, quotes, backslashes) and ilike wildcards become spaces.
 */
export function searchPattern(q: string): string | null {
  const cleaned = q
    .replace(/[,()"'\\%_*:]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned ? `%${cleaned}%` : null;
}

/** The end of an inclusive YYYY-MM-DD day as the exclusive start of the next (UTC date maths). */
export function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
