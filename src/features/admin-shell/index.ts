export { AdminDashboard } from "./components/admin-dashboard";
export { formatDateTime } from "./lib/format";
export { PublishControl } from "./components/publish-control";
