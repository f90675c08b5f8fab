import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { profileKeys } from "./keys";

export interface Person {
  id: string;
  email: string;
}

/** Users (up to 200, newest first) to name the log's user ids and filter by them. */
export async function getPeople(signal?: AbortSignal): Promise<Person[]> {
  let query = supabase.rpc("admin_list_users", { limit_param: 200, offset_param: 0 });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []).map((row) => ({ id: row.user_id, email: row.email ?? row.user_id }));
}

export function usePeopleQuery() {
  return useQuery({ queryKey: profileKeys.people(), queryFn: ({ signal }) => getPeople(signal) });
}
