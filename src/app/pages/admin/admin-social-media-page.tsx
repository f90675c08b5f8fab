import { PlaceholderPage } from "../placeholder-page";

export function AdminSocialMediaPage() {
  return <PlaceholderPage titleKey="admin.nav.socialMedia" />;
}
