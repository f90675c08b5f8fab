import { PlaceholderPage } from "./placeholder-page";

export function PrivacyPolicyPage() {
  return <PlaceholderPage titleKey="privacy.title" textKey="privacy.intro" />;
}
