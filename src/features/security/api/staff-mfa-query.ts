import { useQuery } from "@tanstack/react-query";
import { staffMfaQueryOptions } from "@/entities/site-settings";

export { useStaffMfaMutation } from "@/entities/site-settings/admin";

/** The Security switch "Staff must use two-step sign-in" (site_settings.staff_mfa_required). */
export function useStaffMfaQuery() {
  return useQuery({ ...staffMfaQueryOptions(), staleTime: 0 });
}
