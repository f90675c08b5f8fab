import { useProtectionEnabledQuery } from "../api/protection-setting-query";
import { usePageProtection } from "../hooks/use-page-protection";

/** Applies page protection unless an admin has switched it off (on while the setting loads). */
export function PageProtection() {
  const { data } = useProtectionEnabledQuery();
  usePageProtection(data ?? true);
  return null;
}
