const SESSION_KEY = "jalraksha-analytics-session";

export { productSlugOf } from "@/entities/product";

/** A random id for this browser tab, created only once analytics is allowed. */
export function analyticsSessionId(storage: Pick<Storage, "getItem" | "setItem">): string | null {
  try {
    const existing = storage.getItem(SESSION_KEY);
    if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
    const id = crypto.randomUUID().replace(/-/g, "");
    storage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return null;
  }
}
