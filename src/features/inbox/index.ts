export { Inbox } from "./components/inbox";
export { NewMessagesCount } from "./components/new-messages-count";
