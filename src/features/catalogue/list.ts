// Public entry of the /products view (kept out of index.ts so other pages do not load it).
export { ProductCatalogue } from "./components/product-catalogue";
