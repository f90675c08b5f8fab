import {
  CONTACT_MESSAGE_LIMITS as LIMITS,
  EMPTY_CONTACT_MESSAGE,
  type ContactMessageInput,
} from "@/entities/contact-message/public";

/** The unsent form is kept for the browser tab (sessionStorage) until it is sent. */
export const DRAFT_KEY = "jalraksha-contact-draft";
const FIELDS = ["name", "email", "phone", "company", "subject", "message"] as const;
/**
 * A stored field is cut a little above the longest valid message: a draft that is too long still
 * reaches the form, which then says so, but storage junk cannot flood it.
 */
const MAX_FIELD = LIMITS.messageMax + 1000;

type Draft = Omit<ContactMessageInput, "website">;

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
  values: ContactMessageInput,
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
): ContactMessageInput {
  const subject = search.get("subject")?.slice(0, LIMITS.subjectMax);
  const message = search.get("message")?.slice(0, LIMITS.messageMax);
  return {
    ...EMPTY_CONTACT_MESSAGE,
    ...draft,
    ...(subject ? { subject } : {}),
    ...(message ? { message } : {}),
  };
}
