import { PlaceholderPage } from "../placeholder-page";

export function AdminBrandsPage() {
  return <PlaceholderPage titleKey="admin.nav.brands" />;
}
