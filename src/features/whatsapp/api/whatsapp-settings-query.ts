import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { normalizeSettings, type WhatsAppSettings } from "../lib/settings";

import { whatsappKeys } from "./keys";

export { whatsappKeys };

const NO_SINGLE_ROW = "PGRST116";

/** The active settings record, or null (no row, an error or an unusable row): the widget hides. */
export async function getActiveWhatsAppSettings(): Promise<WhatsAppSettings | null> {
  try {
    const { data, error } = await supabase
      .from("whatsapp_settings")
      .select("*")
      .eq("is_active", true)
      .single();
    if (error) {
      if (error.code !== NO_SINGLE_ROW) console.error("Failed to load WhatsApp settings", error);
      return null;
    }
    return normalizeSettings(data);
  } catch (error) {
    console.error("Failed to load WhatsApp settings", error);
    return null;
  }
}

export function useWhatsAppSettingsQuery() {
  return useQuery({ queryKey: whatsappKeys.active(), queryFn: getActiveWhatsAppSettings });
}
