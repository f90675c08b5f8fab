/**
 * The list's localStorage key (versioned: a new shape gets a new key, the old value is ignored).
 * Kept apart so the header badge can read the count without loading zod or the store.
 */
export const ENQUIRY_LIST_STORAGE_KEY = "jalraksha-enquiry-list-v1";
/** Fired on window when this tab changes the list (other tabs hear the storage event). */
export const ENQUIRY_LIST_EVENT = "enquiryListUpdated";

/** The number of lines, read loosely (no validation): for the badge before the store loads. */
export function peekEnquiryCount(storage: Pick<Storage, "getItem"> | undefined): number {
  try {
    const raw = storage?.getItem(ENQUIRY_LIST_STORAGE_KEY);
    if (!raw) return 0;
    const parsed: unknown = JSON.parse(raw);
    const lines = (parsed as { lines?: unknown } | null)?.lines;
    return Array.isArray(lines) ? Math.min(lines.length, 50) : 0;
  } catch {
    return 0;
  }
}
