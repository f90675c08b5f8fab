// security_events: writing to the log, the Security page's log and the dashboard's latest events.
export { logSecurityEvent, type SecurityEventType } from "./log";
export { securityEventKeys } from "./keys";
export { dayEnd, dayStart } from "./days";
export {
  getSecurityEvents,
  useSecurityEventsQuery,
  type SecurityEventFilters,
  type SecurityEventRow,
} from "./events-query";
export { getLatestEvents, useLatestEventsQuery, type LatestEvent } from "./latest-query";
