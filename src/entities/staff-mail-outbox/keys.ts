/** Every query that shows staff_mail_outbox lives under `all`. */
export const staffMailKeys = {
  all: ["staff-mail-outbox"] as const,
  message: (messageId: string) => [...staffMailKeys.all, "message", messageId] as const,
};
