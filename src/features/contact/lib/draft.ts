import {
  CONTACT_MESSAGE_LIMITS as LIMITS,
  EMPTY_CONTACT_MESSAGE,
  type ContactMessageInput,
} from "@/entities/contact-message/public";
import { clearFormDraft, readFormDraft, writeFormDraft } from "@/lib/form-draft";

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
  return readFormDraft(storage, DRAFT_KEY, FIELDS, MAX_FIELD);
}

export function writeDraft(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  values: ContactMessageInput,
): void {
  writeFormDraft(storage, DRAFT_KEY, FIELDS, values);
}

export function clearDraft(storage: Pick<Storage, "removeItem"> | undefined): void {
  clearFormDraft(storage, DRAFT_KEY);
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
