export { WhatsAppWidget } from "./components/whatsapp-widget";
