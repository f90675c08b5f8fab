import { bundleFromFiles, type TranslationTree } from "../../sections";

export default bundleFromFiles(
  import.meta.glob<TranslationTree>("./*.json", { eager: true, import: "default" }),
);
