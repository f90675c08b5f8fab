import { PlaceholderPage } from "./placeholder-page";

export function SupportAgentPage() {
  return <PlaceholderPage titleKey="admin.support.title" textKey="admin.support.subtitle" />;
}
