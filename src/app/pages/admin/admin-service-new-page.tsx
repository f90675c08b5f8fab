import { PlaceholderPage } from "../placeholder-page";

export function AdminServiceNewPage() {
  return <PlaceholderPage titleKey="admin.nav.newService" />;
}
