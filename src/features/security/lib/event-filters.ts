// Client-free: the entity's index loads supabase-js, which these pure helpers must not.
import { dayStart } from "@/entities/security-event/days";

export { dayEnd, dayStart } from "@/entities/security-event/days";
/** The event types the log holds (client-reported and database-written). */
export const SECURITY_EVENT_TYPES = [
  "admin_access_check",
  "admin_access_error",
  "admin_access_denied",
  "admin_setup_claimed",
  "admin_setup_rejected",
  "role_granted",
  "role_revoked",
  "sign_in_success",
  "sign_in_failure",
  "sign_out",
  "password_changed",
  "password_reset_request",
  "mfa_enrolled",
  "mfa_failure",
  "support_access_check",
  "suspicious_activity",
] as const;

/** Event details as short "key: value" lines (objects as JSON), for the table. */
export function detailLines(details: unknown): string[] {
  if (!details || typeof details !== "object" || Array.isArray(details)) return [];
  return Object.entries(details as Record<string, unknown>).map(([key, value]) => {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return `${key}: ${text}`;
  });
}

/** The log's filters as URL parameters. */
export const EVENT_FILTER_PARAMS = ["type", "user", "from", "to"] as const;

/** The log's filters from the URL's values (by EVENT_FILTER_PARAMS); malformed dates are ignored. */
export function eventFilters(values: Record<string, string>): {
  type: string;
  userId: string;
  from: string;
  to: string;
} {
  const day = (value: string | undefined) => (value && dayStart(value) ? value : "");
  return {
    type: values.type ?? "",
    userId: values.user ?? "",
    from: day(values.from),
    to: day(values.to),
  };
}
