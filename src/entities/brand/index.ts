export { brandKeys } from "./keys";
export { brandsQueryOptions, getBrands, useBrandsQuery } from "./queries";
