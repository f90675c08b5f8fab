import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { authKeys } from "./keys";

export interface MyAccess {
  admin: boolean;
  staff: boolean;
}

/** What the signed-in user may open (for links only: the guards decide on their own). */
export async function getMyAccess(): Promise<MyAccess> {
  const [admin, staff] = await Promise.all([
    supabase.rpc("is_current_user_admin"),
    supabase.rpc("is_current_user_staff"),
  ]);
  return { admin: admin.data === true, staff: staff.data === true };
}

export function useMyAccessQuery(userId: string | null, enabled = true) {
  return useQuery({
    queryKey: authKeys.myAccess(userId ?? "-"),
    queryFn: getMyAccess,
    enabled: enabled && userId !== null,
  });
}
