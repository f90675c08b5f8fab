/** The site's time zone, Asia/Kolkata: UTC+05:30 all year (India has no daylight saving). */
export const SITE_TIME_ZONE = "Asia/Kolkata";
const OFFSET_MS = 330 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant -> the "YYYY-MM-DDTHH:mm" a datetime-local input shows, in site time. */
export function toSiteLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  const d = new Date(t + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** "YYYY-MM-DDTHH:mm" in site time -> an ISO instant; null when empty or malformed. */
export function fromSiteLocalInput(value: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value ?? "");
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - OFFSET_MS).toISOString();
}

export type ScheduleStatus = "inactive" | "scheduled" | "live" | "ended";

/** A banner's status now: inactive, scheduled (before start), ended (after end) or live. */
export function scheduleStatus(
  row: { is_active?: unknown; starts_at?: unknown; ends_at?: unknown },
  now = Date.now(),
): ScheduleStatus {
  if (row.is_active === false) return "inactive";
  if (typeof row.starts_at === "string" && Date.parse(row.starts_at) > now) return "scheduled";
  if (typeof row.ends_at === "string" && Date.parse(row.ends_at) <= now) return "ended";
  return "live";
}
