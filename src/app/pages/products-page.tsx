import { PlaceholderPage } from "./placeholder-page";

export function ProductsPage() {
  return <PlaceholderPage titleKey="products.title" textKey="products.subtitle" />;
}
