import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@/integrations/supabase/types";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { ADMIN_COLUMNS } from "./admin-queries";
import { whatsappKeys } from "./keys";
import type { WhatsAppSettingsRow, WhatsAppSettingsWrite } from "./model";

/** Someone else saved the record after it was loaded here. */
export class StaleSettingsError extends Error {
  constructor() {
    super("The WhatsApp settings were changed by someone else since they were loaded.");
    this.name = "StaleSettingsError";
  }
}

/** Another record is already active (whatsapp_settings_one_active). */
export class AnotherActiveError extends Error {
  constructor() {
    super("Another WhatsApp settings record is already active.");
    this.name = "AnotherActiveError";
  }
}

export interface SaveVars {
  /** null creates the first record. */
  id: string | null;
  /** updated_at as loaded; the update applies only if it is still the same. */
  loadedUpdatedAt: string | null;
  values: WhatsAppSettingsWrite;
}

export async function saveWhatsAppSettings(vars: SaveVars): Promise<WhatsAppSettingsRow> {
  const row = {
    ...vars.values,
    availability_hours: vars.values.availability_hours as Json,
    auto_replies: vars.values.auto_replies as Json,
  };
  const query = vars.id
    ? supabase
        .from("whatsapp_settings")
        .update(row)
        .eq("id", vars.id)
        .eq("updated_at", vars.loadedUpdatedAt ?? "")
        .select(ADMIN_COLUMNS)
    : supabase.from("whatsapp_settings").insert(row).select(ADMIN_COLUMNS);
  const { data, error } = await query;
  if (error) {
    if (error.code === "23505") throw new AnotherActiveError();
    throw error;
  }
  const saved = data?.[0] as WhatsAppSettingsRow | undefined;
  if (!saved) throw new StaleSettingsError();
  return saved;
}

export function useSaveWhatsAppSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWhatsAppSettings,
    onSuccess: (saved) => {
      client.setQueryData(whatsappKeys.admin(), saved);
      // Every view of the settings on this tab follows at once (the widget, the number on the
      // product and service pages); other visitors get it at their next load.
      return client.invalidateQueries({ queryKey: whatsappKeys.all });
    },
  });
}
