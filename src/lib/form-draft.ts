/**
 * An unsent public form kept in storage (the tab's sessionStorage) until it is sent: only the
 * named text fields (never the honeypot), each cut at `maxField` so storage junk cannot flood the
 * form. Storage that is full, blocked or missing only loses the convenience.
 */
export function readFormDraft<F extends string>(
  storage: Pick<Storage, "getItem"> | undefined,
  key: string,
  fields: readonly F[],
  maxField: number,
): Partial<Record<F, string>> {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return {};
    const draft: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value.slice(0, maxField);
    }
    return draft;
  } catch {
    return {};
  }
}

export function writeFormDraft<F extends string>(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  key: string,
  fields: readonly F[],
  values: Partial<Record<F, unknown>>,
): void {
  try {
    const text = (f: F) => (typeof values[f] === "string" ? (values[f] as string) : "");
    if (fields.every((f) => !text(f))) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(Object.fromEntries(fields.map((f) => [f, text(f)]))));
  } catch {
    // Storage full or blocked: the draft is a convenience only.
  }
}

export function clearFormDraft(
  storage: Pick<Storage, "removeItem"> | undefined,
  key: string,
): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignore
  }
}
