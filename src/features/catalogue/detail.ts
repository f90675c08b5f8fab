// Public entry of the /products/{slug} view (kept out of index.ts so other pages do not load it).
export { ProductDetailView } from "./components/product-detail";
