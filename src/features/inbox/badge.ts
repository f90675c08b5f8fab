// The sidebar's new-message badge alone: the admin frame imports this, not the index, so it does
// not carry the inbox (its table, filters, export and dialogs), which loads with its page.
import "@/i18n/back-office-strings";
export { NewMessagesCount } from "./components/new-messages-count";
