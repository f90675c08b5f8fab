import { useQuery } from "@tanstack/react-query";
import { protectionQueryOptions } from "@/entities/site-settings";
import { usePageProtection } from "../hooks/use-page-protection";

/** Applies page protection unless an admin has switched it off (on while it loads or fails). */
export function PageProtection() {
  const { data } = useQuery(protectionQueryOptions());
  usePageProtection(data !== false);
  return null;
}
