// contact_messages and their history (contact_message_events): types, limits, keys, reads and
// writes. Public pages import "@/entities/contact-message/public" instead: the full supabase-js
// client runs code when its module loads, so any chunk that imports this index carries it.
export * from "./public";
export * from "./queries";
export * from "./mutations";
