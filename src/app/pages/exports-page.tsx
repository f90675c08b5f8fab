import { PlaceholderPage } from "./placeholder-page";

export function ExportsPage() {
  return <PlaceholderPage titleKey="exports.title" textKey="exports.subtitle" />;
}
