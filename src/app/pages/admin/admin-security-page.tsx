import { PlaceholderPage } from "../placeholder-page";

export function AdminSecurityPage() {
  return <PlaceholderPage titleKey="admin.nav.security" />;
}
