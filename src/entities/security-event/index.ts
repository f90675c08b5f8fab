// security_events: writing to the log (reads are in the Security page's and dashboard's queries).
export { logSecurityEvent, type SecurityEventType } from "./log";
