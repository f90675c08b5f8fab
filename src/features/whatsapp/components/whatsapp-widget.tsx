import { useWhatsAppSettingsQuery } from "../api/whatsapp-settings-query";
import { WhatsAppChat } from "./whatsapp-chat";

/** The floating chat widget; hidden while loading and whenever no usable active record exists. */
export function WhatsAppWidget() {
  const { data } = useWhatsAppSettingsQuery();
  if (!data) return null;
  return <WhatsAppChat settings={data} />;
}
