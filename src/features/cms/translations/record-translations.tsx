import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecordTranslationsQuery } from "../api/record-translations-query";
import type { Row } from "../define-resource";
import { translationDefFor, type TranslationDef } from "./translatable";
import { TranslationEditor, type TranslationTarget } from "./translation-editor";
import { TranslationSwitcher } from "./translation-switcher";
import { useEditedLanguage } from "./use-edited-language";

/**
 * The language switcher of a record edited on its own page (the WhatsApp settings), with the
 * translation editor when a language other than English is chosen; the page shows its English
 * form only for English (useEditedLanguage).
 */
export function RecordTranslations({ target, row }: { target: TranslationTarget; row: Row }) {
  const tdef = translationDefFor(target.key);
  return tdef ? <Translations target={target} tdef={tdef} row={row} /> : null;
}

function Translations({
  target,
  tdef,
  row,
}: {
  target: TranslationTarget;
  tdef: TranslationDef;
  row: Row;
}) {
  const { t } = useTranslation();
  const [language] = useEditedLanguage();
  const translations = useRecordTranslationsQuery(tdef, String(row.id));
  const translation = translations.data?.find((r) => r.language === language) ?? null;
  return (
    <div className="mb-6 grid gap-6">
      <TranslationSwitcher tdef={tdef} row={row} />
      {language === "en" ? null : translations.isPending ? (
        <Skeleton className="h-64" />
      ) : translations.isError ? (
        <ErrorState
          title={t("translations.page.loadError")}
          onRetry={() => void translations.refetch()}
        />
      ) : (
        <TranslationEditor
          key={`${language}:${translation?.updated_at ?? "new"}`}
          target={target}
          tdef={tdef}
          row={row}
          language={language}
          translation={translation}
          onReload={() => void translations.refetch()}
        />
      )}
    </div>
  );
}
