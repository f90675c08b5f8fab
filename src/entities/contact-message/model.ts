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
  kind: MessageKind;
  /** What the sender quotes: ENQ-2026-000123 (enquiries), MSG-2026-000124 (messages). */
  reference: string;
  /** An enquiry's project (null for messages). */
  site_city: string | null;
  site_state: string | null;
  site_country: string | null;
  destination_port: string | null;
  work_start: string | null;
  building_kind: string | null;
  handled_by: string | null;
  created_at: string;
  updated_at: string;
}

export const MESSAGE_KINDS = ["contact", "enquiry"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === "string" && (MESSAGE_KINDS as readonly string[]).includes(value);
}

export const MESSAGE_COLUMNS =
  "id, name, email, phone, company, subject, message, status, kind, reference, site_city, site_state, site_country, destination_port, work_start, building_kind, handled_by, created_at, updated_at";

/** One line of an enquiry (enquiry_lines), with its product's slug while the product exists. */
export interface EnquiryLineRow {
  position: number;
  product_id: string | null;
  product_name: string;
  quantity: number;
  unit: "pack" | "kg" | "l" | "m2";
  pack_size: string | null;
  note: string | null;
  origin:
    | { kind: "catalogue" }
    | {
        kind: "calculator";
        surface: string;
        dimensions: string;
        coats: number;
        product: string;
        packs: string;
      };
  product: { slug: string } | null;
}

export const ENQUIRY_LINE_COLUMNS =
  "position, product_id, product_name, quantity, unit, pack_size, note, origin, product:products(slug)";

/** A message with its lines (empty for contact messages): the CSV export's rows. */
export interface MessageWithLines extends ContactMessage {
  lines: EnquiryLineRow[];
}

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
  /** null: both kinds. */
  kind?: MessageKind | null;
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
