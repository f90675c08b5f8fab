import { PlaceholderPage } from "../placeholder-page";

export function AdminContactPage() {
  return <PlaceholderPage titleKey="admin.nav.contact" />;
}
