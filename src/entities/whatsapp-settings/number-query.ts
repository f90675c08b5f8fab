import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { whatsappKeys } from "./keys";

/** The active WhatsApp number for product enquiries, or null when there is no active record. */
export async function getWhatsAppNumber(signal?: AbortSignal): Promise<string | null> {
  let query = supabase
    .from("whatsapp_settings")
    .select("phone_number")
    .eq("is_active", true)
    .limit(1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data?.phone_number ?? null;
}

export function whatsAppNumberQueryOptions() {
  return queryOptions({
    queryKey: whatsappKeys.number(),
    queryFn: ({ signal }) => getWhatsAppNumber(signal),
  });
}

export function useWhatsAppNumberQuery() {
  return useQuery(whatsAppNumberQueryOptions());
}
