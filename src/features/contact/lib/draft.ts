import { EMPTY_CONTACT, type ContactFormInput } from "../schemas/contact-schema";

/** The unsent form is kept for the browser tab (sessionStorage) until it is sent. */
export const DRAFT_KEY = "jalraksha-contact-draft";
const FIELDS = ["name", "email", "phone", "company", "subject", "message"] as const;
const MAX_FIELD = 6000;

type Draft = Omit<ContactFormInput, "website">;

export function readDraft(storage: Pick<Storage, "getItem"> | undefined): Partial<Draft> {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return {};
    const draft: Partial<Draft> = {};
    for (const field of FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value.slice(0, MAX_FIELD);
    }
    return draft;
  } catch {
    return {};
  }
}

export function writeDraft(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  values: ContactFormInput,
): void {
  try {
    const draft = Object.fromEntries(FIELDS.map((f) => [f, values[f]]));
    if (FIELDS.every((f) => !values[f])) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft is a convenience only.
  }
}

export function clearDraft(storage: Pick<Storage, "removeItem"> | undefined): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // ignore
  }
}

/** ?subject= and ?message= (the calculator's estimate) win over a stored draft's. */
export function initialContactValues(
  draft: Partial<Draft>,
  search: URLSearchParams,
): ContactFormInput {
  const subject = search.get("subject")?.slice(0, 200);
  const message = search.get("message")?.slice(0, 5000);
  return {
    ...EMPTY_CONTACT,
    ...draft,
    ...(subject ? { subject } : {}),
    ...(message ? { message } : {}),
  };
}
