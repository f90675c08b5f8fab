export { AboutContent } from "./components/about-content";
export { PrivacyPolicy } from "./components/privacy-policy";
