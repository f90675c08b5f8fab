export { categoryKeys } from "./keys";
export type { CategorySummary, FacetOption } from "./model";
export { CATEGORY_TRANSLATABLE, CATEGORY_TRANSLATION } from "./translatable";
export { categoryCardsQueryOptions, getCategories, useCategoriesQuery } from "./queries";
export {
  categoryFacetsQueryOptions,
  getCategoryFacets,
  useCategoryFacetsQuery,
} from "./facets-query";
