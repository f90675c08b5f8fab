import { PlaceholderPage } from "./placeholder-page";

export function ProductDetailPage() {
  return <PlaceholderPage titleKey="products.title" />;
}
