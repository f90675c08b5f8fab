import { addEnglishSections } from "./english-sections";
import backOffice from "./locales/en/back-office";

// Imported for its effect by the sign-in panels, the guards, the account menu and the inbox:
// English's back-office sections arrive with their code.
addEnglishSections(backOffice);
