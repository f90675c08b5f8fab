export { ServiceGrid, ServiceGridSkeleton } from "./components/service-grid";
export { ServiceCard, CalculatorCard } from "./components/service-card";
export { ServiceDetail, ServiceNotFound } from "./components/service-detail";
