import {
  BACK_OFFICE_SECTIONS,
  PAGE_SECTIONS,
  SECTIONS,
  sectionsFromFiles,
  type Section,
  type TranslationTree,
} from "../../sections";

const APART: readonly Section[] = [...BACK_OFFICE_SECTIONS, ...PAGE_SECTIONS];

// English's shared public sections, bundled into the entry chunk. The back-office sections
// (./back-office.ts) and the single-page ones (the calculator, the privacy policy) load with the
// code that uses them.
export default sectionsFromFiles(
  import.meta.glob<TranslationTree>(
    [
      "./*.json",
      "!./admin.json",
      "!./auth.json",
      "!./cms.json",
      "!./inbox.json",
      "!./analytics.json",
      "!./calculator.json",
      "!./privacy.json",
      "!./enquiry.json",
    ],
    { eager: true, import: "default" },
  ),
  SECTIONS.filter((s) => !APART.includes(s)),
);
