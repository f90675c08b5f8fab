// staff_notification_settings: who is e-mailed when a message or enquiry arrives (admins only).
export { staffNotificationKeys } from "./keys";
// Its limits (zod) are imported as "@/entities/staff-notification-settings/limits" by the form.
export { getSalesEmails, useSalesEmailsQuery } from "./queries";
export { saveSalesEmails, useSaveSalesEmails } from "./mutations";
