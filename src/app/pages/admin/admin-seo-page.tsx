import { PlaceholderPage } from "../placeholder-page";

export function AdminSeoPage() {
  return <PlaceholderPage titleKey="admin.nav.seo" />;
}
