export { brandKeys } from "./keys";
export { getBrands, useBrandsQuery } from "./queries";
