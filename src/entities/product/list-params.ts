/** The public catalogue's view of the products table: search, filters, order and page. */
export const PRODUCT_SORTS = ["featured", "name", "newest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_PAGE_SIZE = 12;

export interface ProductListParams {
  q: string;
  category: string | null;
  brand: string | null;
  sort: ProductSort;
  page: number;
}
