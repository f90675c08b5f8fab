// The catalogue's public API. The two page views have their own entry files (list.ts,
// detail.ts) so each lazy page chunk carries only its own code; everything else is here.
export { FeaturedProducts } from "./components/featured-products";
export { ProductCard } from "./components/product-card";
export { ProductGrid, ProductGridSkeleton } from "./components/product-grid";
export { ProductCardSkeleton } from "./components/product-card-skeleton";
