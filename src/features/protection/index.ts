export { PageProtection } from "./components/page-protection";
