import { addEnglishSections } from "@/i18n/english-sections";
import privacy from "@/i18n/locales/en/privacy.json";

// Imported for its effect by the privacy policy: English's privacy section arrives with its chunk.
addEnglishSections({ privacy });
