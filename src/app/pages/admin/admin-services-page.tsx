import { PlaceholderPage } from "../placeholder-page";

export function AdminServicesPage() {
  return <PlaceholderPage titleKey="admin.nav.services" />;
}
