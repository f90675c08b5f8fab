import { useWhatsAppSettingsQuery, whatsappLink } from "@/entities/whatsapp-settings";

/**
 * The wa.me link to the active WhatsApp number with a message (the given one, else the
 * configured custom message, else the welcome message); null while loading or when WhatsApp
 * is not set up, so the button is simply not offered.
 */
export function useWhatsAppHref(message?: string | null): string | null {
  const { data } = useWhatsAppSettingsQuery();
  if (!data) return null;
  const text = message?.trim() || data.customMessage?.trim() || data.welcomeMessage;
  return whatsappLink(data.phoneNumber, text);
}
