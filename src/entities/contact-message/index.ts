// contact_messages and their history (contact_message_events): types, keys, reads and writes.
// The contact form's schema and the public submit are in "@/entities/contact-message/public":
// zod stays out of the staff pages' chunks, and supabase-js (which runs code when its module
// loads, so any chunk importing this index carries it) out of the contact page's.
export { contactMessageKeys } from "./keys";
export {
  dayAfter,
  ENQUIRY_LINE_COLUMNS,
  isMessageKind,
  MESSAGE_COLUMNS,
  MESSAGE_KINDS,
  searchPattern,
} from "./model";
export type {
  ContactMessage,
  EnquiryLineRow,
  LatestMessage,
  MessageEvent,
  MessageKind,
  MessageListFilters,
  MessageWithLines,
} from "./model";
export { isMessageStatus, MESSAGE_STATUSES, type MessageStatus } from "./status";
export * from "./queries";
export * from "./mutations";
