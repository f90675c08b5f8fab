// The user's own two-step sign-in card (enrol, remove): the Security page composes it, and the
// guard's required enrolment uses it. Apart from index.ts (QR codes and forms stay out of the
// entry chunk).
import "@/i18n/back-office-strings";
export { MfaCard } from "./components/mfa-card";
