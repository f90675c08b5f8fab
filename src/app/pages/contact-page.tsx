import { PlaceholderPage } from "./placeholder-page";

export function ContactPage() {
  return <PlaceholderPage titleKey="contact.title" textKey="contact.subtitle" />;
}
