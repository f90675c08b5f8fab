import { PlaceholderPage } from "./placeholder-page";

export function TransportPage() {
  return <PlaceholderPage titleKey="transport.title" textKey="transport.subtitle" />;
}
