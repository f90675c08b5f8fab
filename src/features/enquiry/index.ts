// The enquiry list's page (/enquiry): its own lazy chunk, with the page module.
export { EnquiryView } from "./components/enquiry-view";
