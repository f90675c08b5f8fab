export { PrivacyPolicy } from "./components/privacy-policy";
