export type StaffMailStatus = "pending" | "sending" | "sent" | "failed";

/** The staff e-mail of one message, as the inbox shows it. */
export interface StaffMail {
  status: StaffMailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
}

export const STAFF_MAIL_COLUMNS = "status, attempts, last_error, next_attempt_at, sent_at";
