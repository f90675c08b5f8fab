export { ServiceGrid, ServiceGridSkeleton } from "./components/service-grid";
export { ServiceCard, CalculatorCard } from "./components/service-card";
export { ServiceDetail, ServiceNotFound } from "./components/service-detail";
export { iconFor, DEFAULT_ICON } from "./lib/icons";
export { ContentIcon } from "./components/content-icon";
export { CALCULATOR_PATH, CALCULATOR_SLUG, contactPath, servicePath } from "./lib/service-links";
