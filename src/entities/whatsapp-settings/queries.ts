import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { whatsappKeys } from "./keys";
import { normalizeSettings, type WhatsAppSettings } from "./model";
import { WHATSAPP_SETTINGS_TRANSLATABLE as WHATSAPP_FIELDS } from "./translatable";
import { reportLoadError } from "@/lib/aborted";

const NO_SINGLE_ROW = "PGRST116";

/**
 * The active settings record with its texts in `lang`, or null (no row, an error or an unusable
 * row): the widget hides.
 */
export async function getActiveWhatsAppSettings(
  lang: ContentLanguage = "en",
): Promise<WhatsAppSettings | null> {
  try {
    let query = supabase
      .from("whatsapp_settings")
      .select(`*${translationsEmbed("whatsapp_setting_translations", WHATSAPP_FIELDS, lang)}`)
      .eq("is_active", true);
    for (const [column, value] of translationFilters(lang)) query = query.eq(column, value);
    const { data, error } = await query.single();
    if (error) {
      if (error.code !== NO_SINGLE_ROW) reportLoadError("Failed to load WhatsApp settings", error);
      return null;
    }
    return normalizeSettings(
      localize(
        data as unknown as Record<(typeof WHATSAPP_FIELDS)[number], unknown>,
        WHATSAPP_FIELDS,
      ),
    );
  } catch (error) {
    reportLoadError("Failed to load WhatsApp settings", error);
    return null;
  }
}

export function whatsAppSettingsQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: whatsappKeys.active(lang),
    queryFn: () => getActiveWhatsAppSettings(lang),
  });
}

export function useWhatsAppSettingsQuery() {
  return useQuery(whatsAppSettingsQueryOptions(useContentLanguage()));
}
