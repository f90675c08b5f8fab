export { WhatsAppWidget } from "./components/whatsapp-widget";
export { useWhatsAppSettingsQuery } from "./api/whatsapp-settings-query";
export { whatsappLink } from "./lib/link";
export { WhatsAppIcon } from "./components/whatsapp-icon";
