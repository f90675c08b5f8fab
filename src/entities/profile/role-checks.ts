import { supabase } from "@/integrations/supabase/client";
import { logSecurityEvent } from "@/entities/security-event";
import { reportLoadError } from "@/lib/aborted";

function describe(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) return String(error.message);
  return String(error);
}

async function viaFunction(userId: string): Promise<boolean> {
  const { data, error } = await supabase.rpc("is_current_user_admin");
  if (error) throw error;
  // False for an admin whose session still needs its second factor (or an enrolment): the role
  // is then read from its own user_roles row, and the guard asks for the factor.
  return data === true || (await viaUserRoles(userId));
}

async function viaUserRoles(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from("user_roles")
    .select("role")
    .eq("user_id", userId)
    .eq("role", "admin");
  if (error) throw error;
  return Array.isArray(data) && data.length > 0;
}

async function viaProfile(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from("profiles")
    .select("role")
    .eq("user_id", userId)
    .single();
  if (error) throw error;
  return (data as { role?: unknown } | null)?.role === "admin";
}

/**
 * Whether the signed-in user is an admin: the server function first, then user_roles, then the
 * profile's role; when all fail, not an admin. Every check is recorded in the security log.
 */
export async function checkIsAdmin(userId: string): Promise<boolean> {
  const errors: string[] = [];
  for (const check of [
    () => viaFunction(userId),
    () => viaUserRoles(userId),
    () => viaProfile(userId),
  ]) {
    try {
      const isAdmin = await check();
      await logSecurityEvent("admin_access_check", {
        user_id: userId,
        timestamp: new Date().toISOString(),
        success: isAdmin,
      });
      return isAdmin;
    } catch (error) {
      reportLoadError("Admin check failed", error);
      errors.push(describe(error));
    }
  }
  await logSecurityEvent("admin_access_error", {
    user_id: userId,
    error: errors.join("; "),
    timestamp: new Date().toISOString(),
  });
  return false;
}

/** Admins and support staff may open the support desk (the guard then asks for a due factor). */
export async function checkIsStaff(userId: string): Promise<boolean> {
  try {
    const { data, error } = await supabase.rpc("is_current_user_staff");
    if (error) throw error;
    if (data === true) return true;
    const roles = await supabase.from("user_roles").select("role").eq("user_id", userId);
    if (roles.error) throw roles.error;
    return (roles.data ?? []).some((r) => r.role === "admin" || r.role === "support");
  } catch (error) {
    reportLoadError("Staff check failed", error);
    return false;
  }
}
