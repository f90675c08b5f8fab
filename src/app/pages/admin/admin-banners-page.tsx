import { PlaceholderPage } from "../placeholder-page";

export function AdminBannersPage() {
  return <PlaceholderPage titleKey="admin.nav.banners" />;
}
