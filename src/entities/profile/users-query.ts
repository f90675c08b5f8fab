import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { profileKeys } from "./keys";

export type StaffRole = "admin" | "support";

export interface AdminUser {
  user_id: string;
  email: string | null;
  username: string | null;
  created_at: string | null;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  roles: string[];
}

export interface UsersPage {
  rows: AdminUser[];
  total: number;
}

export interface UsersVars {
  search: string;
  page: number;
  pageSize: number;
}

export async function getUsers(vars: UsersVars, signal?: AbortSignal): Promise<UsersPage> {
  let query = supabase.rpc("admin_list_users", {
    search_param: vars.search.trim() || undefined,
    limit_param: vars.pageSize,
    offset_param: vars.page * vars.pageSize,
  });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const rows = data ?? [];
  return {
    rows: rows.map((r) => ({
      user_id: r.user_id,
      email: r.email,
      username: r.username,
      created_at: r.created_at,
      last_sign_in_at: r.last_sign_in_at,
      email_confirmed_at: r.email_confirmed_at,
      roles: r.roles ?? [],
    })),
    total: rows[0]?.total_count ?? 0,
  };
}

export function useUsersQuery(vars: UsersVars) {
  return useQuery({
    queryKey: profileKeys.users(vars),
    queryFn: ({ signal }) => getUsers(vars, signal),
    placeholderData: keepPreviousData,
  });
}
