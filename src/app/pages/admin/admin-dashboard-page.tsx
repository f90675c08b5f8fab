import { PlaceholderPage } from "../placeholder-page";

export function AdminDashboardPage() {
  return <PlaceholderPage titleKey="admin.nav.dashboard" />;
}
