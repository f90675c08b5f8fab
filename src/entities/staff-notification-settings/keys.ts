/** Every query that shows staff_notification_settings lives under `all`. */
export const staffNotificationKeys = {
  all: ["staff-notification-settings"] as const,
};
