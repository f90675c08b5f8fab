export { SecurityLog } from "./components/security-log";
export { ProtectionCard } from "./components/protection-card";
export { StaffMfaCard } from "./components/staff-mfa-card";
