import { PlaceholderPage } from "../placeholder-page";

export function AdminTransportPage() {
  return <PlaceholderPage titleKey="admin.nav.transport" />;
}
