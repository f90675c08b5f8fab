import { BACK_OFFICE_SECTIONS, sectionsFromFiles, type TranslationTree } from "../../sections";

// English's sign-in, support-desk and back-office sections (kept out of the entry chunk).
export default sectionsFromFiles(
  import.meta.glob<TranslationTree>(
    ["./admin.json", "./auth.json", "./cms.json", "./inbox.json", "./analytics.json"],
    { eager: true, import: "default" },
  ),
  BACK_OFFICE_SECTIONS,
);
