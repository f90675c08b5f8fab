import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { profileKeys } from "./keys";

export async function getAdminExists(): Promise<boolean> {
  const { data, error } = await supabase.rpc("admin_exists");
  if (error) throw error;
  return data === true;
}

export function useAdminExistsQuery() {
  return useQuery({ queryKey: profileKeys.adminExists(), queryFn: getAdminExists, staleTime: 0 });
}
