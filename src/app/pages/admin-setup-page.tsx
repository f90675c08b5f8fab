import { PlaceholderPage } from "./placeholder-page";

export function AdminSetupPage() {
  return <PlaceholderPage titleKey="auth.adminSetupTitle" textKey="auth.adminSetupText" />;
}
