import { useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import type { WhatsAppSettingsRow } from "./model";
import { whatsappKeys } from "./keys";

export const ADMIN_COLUMNS =
  "id, is_active, phone_number, business_name, welcome_message, custom_message, position, show_availability, availability_hours, auto_replies, updated_at";

/** The record the admin edits: the active one, else the most recently changed; null if none. */
export async function getAdminWhatsAppSettings(
  signal?: AbortSignal,
): Promise<WhatsAppSettingsRow | null> {
  let query = supabase
    .from("whatsapp_settings")
    .select(ADMIN_COLUMNS)
    .order("is_active", { ascending: false })
    .order("updated_at", { ascending: false })
    .limit(1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data?.[0] ?? null) as WhatsAppSettingsRow | null;
}

export function useAdminWhatsAppSettingsQuery() {
  return useQuery({
    queryKey: whatsappKeys.admin(),
    queryFn: ({ signal }) => getAdminWhatsAppSettings(signal),
    staleTime: 0,
  });
}
