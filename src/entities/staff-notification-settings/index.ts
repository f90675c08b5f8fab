// staff_notification_settings: who is e-mailed when a message or enquiry arrives (admins only).
export { staffNotificationKeys } from "./keys";
export { SALES_EMAILS_MAX, salesEmailsSchema, splitAddresses } from "./limits";
export { getSalesEmails, useSalesEmailsQuery } from "./queries";
export { saveSalesEmails, useSaveSalesEmails } from "./mutations";
