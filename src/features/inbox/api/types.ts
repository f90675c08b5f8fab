import type { MessageStatus } from "../lib/status";

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
