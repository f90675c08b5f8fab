import { PlaceholderPage } from "./placeholder-page";

export function ServiceDetailPage() {
  return <PlaceholderPage titleKey="services.title" />;
}
