import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguageName } from "./language-label";

const KEY_COLUMNS = new Set(["language", "created_at", "updated_at"]);

/** A translation's first save: the fields it wrote (not its keys, not the empty ones). */
export function translatedFields(values: Record<string, unknown> | null): string[] {
  return Object.entries(values ?? {})
    .filter(([k, v]) => !KEY_COLUMNS.has(k) && !k.endsWith("_id") && v !== null)
    .map(([k]) => k);
}

/** The language line of a translation's history entry. */
export function TranslationEntryLanguage({ code }: { code: string }) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  return (
    <p className="text-primary flex items-center gap-1 text-xs font-medium">
      <Languages className="size-3.5" aria-hidden="true" />
      {t("translations.history.language", { language: nameOf(code) })}
    </p>
  );
}
