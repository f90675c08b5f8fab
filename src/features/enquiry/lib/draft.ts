import {
  BUILDING_KINDS,
  CONTACT_MESSAGE_LIMITS,
  EMPTY_ENQUIRY_PROJECT,
  EMPTY_ENQUIRY_SENDER,
  type EnquiryProjectInput,
  type EnquirySenderInput,
} from "@/entities/contact-message/public";
import { clearFormDraft, readFormDraft, writeFormDraft } from "@/lib/form-draft";

export type EnquiryFormInput = EnquirySenderInput & EnquiryProjectInput;

/** The unsent sender and project, kept for the tab (sessionStorage) like the contact form's. */
export const ENQUIRY_DRAFT_KEY = "jalraksha-enquiry-draft";
const FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "message",
  "siteCity",
  "siteState",
  "siteCountry",
  "destinationPort",
  "workStart",
  "buildingKind",
] as const;
const MAX_FIELD = CONTACT_MESSAGE_LIMITS.messageMax + 1000;

export const EMPTY_ENQUIRY_FORM: EnquiryFormInput = {
  ...EMPTY_ENQUIRY_SENDER,
  ...EMPTY_ENQUIRY_PROJECT,
};

export function readEnquiryDraft(storage: Pick<Storage, "getItem"> | undefined): EnquiryFormInput {
  const draft = readFormDraft(storage, ENQUIRY_DRAFT_KEY, FIELDS, MAX_FIELD);
  // A building kind the form does not offer is dropped (the form would otherwise refuse it).
  const { buildingKind, ...rest } = draft;
  const known = (BUILDING_KINDS as readonly string[]).includes(buildingKind ?? "");
  return {
    ...EMPTY_ENQUIRY_FORM,
    ...rest,
    buildingKind: known ? (buildingKind as EnquiryFormInput["buildingKind"]) : "",
  };
}

export function writeEnquiryDraft(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  values: Partial<EnquiryFormInput>,
): void {
  writeFormDraft(storage, ENQUIRY_DRAFT_KEY, FIELDS, values);
}

export function clearEnquiryDraft(storage: Pick<Storage, "removeItem"> | undefined): void {
  clearFormDraft(storage, ENQUIRY_DRAFT_KEY);
}
