// The part of the entity that public pages may import: no supabase-js (the full client) in here,
// so the contact page's chunk stays as small as before. Staff code imports the index.
export { contactMessageKeys } from "./keys";
export {
  CONTACT_MESSAGE_LIMITS,
  contactMessageSchema,
  EMPTY_CONTACT_MESSAGE,
  isValidPhone,
} from "./limits";
export type { ContactMessageInput, ContactMessageValues } from "./limits";
export { dayAfter, MESSAGE_COLUMNS, searchPattern } from "./model";
export type { ContactMessage, LatestMessage, MessageEvent, MessageListFilters } from "./model";
export { isMessageStatus, MESSAGE_STATUSES, type MessageStatus } from "./status";
export { ContactSubmitError, submitContactMessage, useSubmitContactMutation } from "./submit";
export {
  BUILDING_KINDS,
  EMPTY_ENQUIRY_PROJECT,
  EMPTY_ENQUIRY_SENDER,
  ENQUIRY_LIMITS,
  ENQUIRY_UNITS,
  enquiryLineSchema,
  enquiryLinesSchema,
  enquiryOriginSchema,
  enquiryProjectSchema,
  enquirySenderSchema,
  isValidQuantity,
} from "./limits";
export type {
  BuildingKind,
  EnquiryLineValues,
  EnquiryOrigin,
  EnquiryProjectInput,
  EnquiryProjectValues,
  EnquirySenderInput,
  EnquirySenderValues,
  EnquiryUnit,
} from "./limits";
export {
  EnquirySubmitError,
  submitEnquiry,
  useSubmitEnquiryMutation,
  type EnquirySubmission,
} from "./enquiry-submit";
