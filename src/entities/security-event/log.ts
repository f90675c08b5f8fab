import { supabase } from "@/integrations/supabase/client";
import type { Json } from "@/integrations/supabase/types";
import { reportLoadError } from "@/lib/aborted";

export type SecurityEventType =
  "admin_access_check" | "admin_access_error" | "password_changed" | "mfa_enrolled";

/** Writes to the security log; failing to log is itself only logged. */
export async function logSecurityEvent(
  eventType: SecurityEventType,
  details: { [key: string]: Json | undefined },
): Promise<void> {
  try {
    const { error } = await supabase.rpc("log_security_event", {
      event_type_param: eventType,
      event_details_param: details,
    });
    if (error) reportLoadError("Failed to log security event", error);
  } catch (error) {
    reportLoadError("Failed to log security event", error);
  }
}
