export { transportKeys } from "./keys";
export {
  distinctFacets,
  pageCount,
  pageRange,
  TRANSPORT_PAGE_SIZE,
  type FacetRow,
  type Facets,
  type TransportListParams,
} from "./list-params";
export {
  getTransportCompanies,
  transportCompaniesQueryOptions,
  useTransportCompaniesQuery,
  type TransportCompany,
  type TransportPage,
} from "./list-query";
export {
  getTransportFacets,
  transportFacetsQueryOptions,
  useTransportFacetsQuery,
} from "./facets-query";
