import { PlaceholderPage } from "../placeholder-page";

export function AdminCategoriesPage() {
  return <PlaceholderPage titleKey="admin.nav.categories" />;
}
