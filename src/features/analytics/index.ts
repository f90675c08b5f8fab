export { usePageViewTracking } from "./hooks/use-page-view-tracking";
