import { useQuery } from "@tanstack/react-query";
import { protectionQueryOptions } from "@/entities/site-settings";

export { useProtectionMutation } from "@/entities/site-settings/admin";

export function useProtectionQuery() {
  return useQuery({ ...protectionQueryOptions(), staleTime: 0 });
}
