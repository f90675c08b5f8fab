import { PlaceholderPage } from "../placeholder-page";

export function AdminVideosPage() {
  return <PlaceholderPage titleKey="admin.nav.videos" />;
}
