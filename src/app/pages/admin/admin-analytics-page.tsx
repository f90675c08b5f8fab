import { PlaceholderPage } from "../placeholder-page";

export function AdminAnalyticsPage() {
  return <PlaceholderPage titleKey="admin.nav.analytics" />;
}
