export { productKeys } from "./keys";
export type { FacetOption, ProductDetail, ProductPage, ProductSummary } from "./model";
export {
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductListParams,
  type ProductSort,
} from "./list-params";
export { PRODUCT_TRANSLATION, type ProductTranslatable } from "./translatable";
export { productPath, productSlugOf, PRODUCT_DETAIL_ROUTE } from "./paths";
export { getProducts, productsQueryOptions, useProductsQuery } from "./list-query";
export { getProduct, productQueryOptions, useProductQuery } from "./detail-query";
export {
  featuredProductsQueryOptions,
  getFeaturedProducts,
  useFeaturedProductsQuery,
} from "./featured-query";
export {
  getRelatedProducts,
  RELATED_LIMIT,
  relatedProductsQueryOptions,
  useRelatedProductsQuery,
} from "./related-query";
export {
  calculatorProductRowsQueryOptions,
  getCalculatorProductRows,
  type CalculatorProductRow,
} from "./calculator-query";
export { getProductPages } from "./product-pages";
export { getProductName, useProductNameQuery } from "./name-query";
export { getProductPackSizes, productPackSizesQueryOptions } from "./pack-sizes-query";
