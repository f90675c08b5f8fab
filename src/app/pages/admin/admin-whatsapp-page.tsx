import { PlaceholderPage } from "../placeholder-page";

export function AdminWhatsappPage() {
  return <PlaceholderPage titleKey="admin.nav.whatsapp" />;
}
