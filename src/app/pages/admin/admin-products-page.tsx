import { PlaceholderPage } from "../placeholder-page";

export function AdminProductsPage() {
  return <PlaceholderPage titleKey="admin.nav.products" />;
}
