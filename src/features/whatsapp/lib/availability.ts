import type { AvailabilityHours } from "@/entities/whatsapp-settings";

export const AVAILABILITY_CHECK_MS = 60_000;

function minutes(hhmm: string): number {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}

/** Online when the local time is inside start-end, both edges included (windows may cross midnight). */
export function isWithinHours(now: Date, hours: AvailabilityHours): boolean {
  const current = now.getHours() * 60 + now.getMinutes();
  const start = minutes(hours.start);
  const end = minutes(hours.end);
  if (start <= end) return current >= start && current <= end;
  return current >= start || current <= end;
}
