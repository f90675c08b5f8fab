import "@/i18n/back-office-strings";
export { Inbox } from "./components/inbox";
export { NewMessagesCount } from "./components/new-messages-count";
