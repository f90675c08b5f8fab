import { addEnglishSections } from "@/i18n/english-sections";
import enquiry from "@/i18n/locales/en/enquiry.json";

// An enquiry's view names its lines and project as the /enquiry page does: English's enquiry
// section comes with it (the other languages' chunks hold every section).
addEnglishSections({ enquiry });
