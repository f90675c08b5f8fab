// The visitor's enquiry list, kept on the device (localStorage): no database, no supabase-js, so
// public pages may import it. Sending it is submit_enquiry ("@/entities/contact-message/public").
// The header badge imports "./storage-key" only (no zod) and loads this later.
export {
  ENQUIRY_LINE_LIMITS,
  ENQUIRY_UNITS,
  enquiryLineSchema,
  enquiryOriginSchema,
  type EnquiryLine,
  type EnquiryLineInput,
  type EnquiryOrigin,
  type EnquiryUnit,
} from "./types";
export {
  addEnquiryLine,
  addEnquiryLines,
  clearEnquiryList,
  getEnquiryCount,
  getEnquiryLines,
  mergeKey,
  removeEnquiryLine,
  subscribeEnquiryList,
  updateEnquiryLine,
  type AddResult,
} from "./store";
export { useEnquiryCount, useEnquiryList } from "./use-enquiry-list";
export { ENQUIRY_LIST_EVENT, ENQUIRY_LIST_STORAGE_KEY, peekEnquiryCount } from "./storage-key";
