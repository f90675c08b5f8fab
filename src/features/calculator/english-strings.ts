import { addEnglishSections } from "@/i18n/english-sections";
import calculator from "@/i18n/locales/en/calculator.json";

// Imported for its effect by the calculator's modules: English's calculator section arrives with
// the calculator's chunk instead of every page's entry.
addEnglishSections({ calculator });
