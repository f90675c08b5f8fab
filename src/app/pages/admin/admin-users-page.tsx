import { PlaceholderPage } from "../placeholder-page";

export function AdminUsersPage() {
  return <PlaceholderPage titleKey="admin.nav.users" />;
}
