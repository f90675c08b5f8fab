import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { profileKeys } from "./keys";
import type { StaffRole } from "./users-query";

export interface RoleChange {
  userId: string;
  role: StaffRole;
  grant: boolean;
}

/** Grants or revokes a role through the database functions (which log it and guard the last admin). */
export async function changeRole({ userId, role, grant }: RoleChange): Promise<boolean> {
  const { data, error } = grant
    ? await supabase.rpc("admin_grant_role", { target_user_id: userId, role_param: role })
    : await supabase.rpc("admin_revoke_role", { target_user_id: userId, role_param: role });
  if (error) throw error;
  return data === true;
}

export function useRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
