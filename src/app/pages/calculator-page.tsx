import { PlaceholderPage } from "./placeholder-page";

export function CalculatorPage() {
  return <PlaceholderPage titleKey="calculator.title" textKey="calculator.subtitle" />;
}
