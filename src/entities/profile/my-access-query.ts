import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { profileKeys } from "./keys";

export interface MyAccess {
  admin: boolean;
  staff: boolean;
}

/**
 * What the signed-in user may open (for links only: the guards decide on their own). Staff whose
 * session still needs its second factor, or an enrolment the Security switch requires, get the
 * links too (from their own user_roles rows): the guard then leads them through it.
 */
export async function getMyAccess(): Promise<MyAccess> {
  const { data: auth } = await supabase.auth.getSession();
  const userId = auth.session?.user.id ?? "";
  const [admin, staff, roles] = await Promise.all([
    supabase.rpc("is_current_user_admin"),
    supabase.rpc("is_current_user_staff"),
    supabase.from("user_roles").select("role").eq("user_id", userId),
  ]);
  const held = new Set((roles.data ?? []).map((r) => r.role));
  const isAdmin = admin.data === true || held.has("admin");
  return { admin: isAdmin, staff: staff.data === true || isAdmin || held.has("support") };
}

export function useMyAccessQuery(userId: string | null, enabled = true) {
  return useQuery({
    queryKey: profileKeys.myAccess(userId ?? "-"),
    queryFn: getMyAccess,
    enabled: enabled && userId !== null,
  });
}
