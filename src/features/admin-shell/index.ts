export { AdminDashboard } from "./components/admin-dashboard";
export { formatDateTime } from "./lib/format";
