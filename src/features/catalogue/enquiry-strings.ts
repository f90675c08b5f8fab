import { addEnglishSections } from "@/i18n/english-sections";
import enquiry from "@/i18n/locales/en/enquiry.json";

// English's enquiry section comes with the "Add to enquiry" dialog's chunk, not every page's entry.
addEnglishSections({ enquiry });
