import { z } from "zod";

/**
 * The one TypeScript copy of staff_notification_settings' CHECK (at most 10 addresses, each a
 * valid e-mail as public.is_email() says). Messages are i18n keys; the dialog translates them.
 */
export const SALES_EMAILS_MAX = 10;

// public.is_email()'s pattern, and its 254-character limit.
const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Splits what an admin typed (commas, semicolons, spaces or lines) into trimmed addresses. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The list as stored: valid, without duplicates (case-insensitive), at most SALES_EMAILS_MAX. */
export const salesEmailsSchema = z
  .array(
    z.string().max(254, "inbox.notifications.invalid").regex(EMAIL, "inbox.notifications.invalid"),
  )
  .max(SALES_EMAILS_MAX, "inbox.notifications.tooMany")
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((a) => {
      const key = a.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
