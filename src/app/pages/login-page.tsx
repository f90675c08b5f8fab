import { PlaceholderPage } from "./placeholder-page";

export function LoginPage() {
  return <PlaceholderPage titleKey="auth.signInTitle" textKey="auth.signInSubtitle" />;
}
