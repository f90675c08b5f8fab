import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A new record has no translations yet: it must be saved in English first. */
export function NewRecordTranslationNotice() {
  const { t } = useTranslation();
  return (
    <p className="bg-muted/40 text-muted-foreground flex items-start gap-2 rounded-lg border p-3 text-sm">
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t("translations.newRecord")}
    </p>
  );
}
