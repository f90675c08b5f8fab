import { PlaceholderPage } from "./placeholder-page";

export function AboutPage() {
  return <PlaceholderPage titleKey="about.title" textKey="about.subtitle" />;
}
