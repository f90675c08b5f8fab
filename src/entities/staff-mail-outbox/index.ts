// staff_mail_outbox: the staff e-mail queued for each new message (staff read; the sender writes).
export { staffMailKeys } from "./keys";
export { STAFF_MAIL_COLUMNS, type StaffMail, type StaffMailStatus } from "./model";
export { getStaffMail, useStaffMailQuery } from "./queries";
