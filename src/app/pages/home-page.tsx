import { PlaceholderPage } from "./placeholder-page";

export function HomePage() {
  return <PlaceholderPage titleKey="hero.title" textKey="hero.badge" />;
}
