export { AnalyticsDashboard } from "./components/analytics-dashboard";
