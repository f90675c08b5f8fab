// site_settings' writes (the protection and staff MFA switches), for the back office only.
export {
  setProtection,
  setStaffMfaRequired,
  useProtectionMutation,
  useStaffMfaMutation,
} from "./mutations";
