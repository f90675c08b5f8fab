import { addEnglishSections } from "@/i18n/english-sections";
import enquiry from "@/i18n/locales/en/enquiry.json";

// Imported for its effect by the enquiry page's modules: English's enquiry section arrives with
// the page's chunk instead of every page's entry.
addEnglishSections({ enquiry });
