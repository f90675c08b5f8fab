export { serviceKeys } from "./keys";
export { SERVICE_TRANSLATABLE, SERVICE_TRANSLATION } from "./translatable";
export {
  getServices,
  servicesQueryOptions,
  useServicesQuery,
  type ServiceSummary,
} from "./list-query";
export { getService, serviceQueryOptions, useServiceQuery, type Service } from "./detail-query";
export { CALCULATOR_PATH, CALCULATOR_SLUG, SERVICE_DETAIL_ROUTE, servicePath } from "./paths";
export { getServicePages } from "./service-pages";
