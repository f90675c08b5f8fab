import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import type { Row } from "../define-resource";
import { translationDefFor, type TranslationDef } from "./translatable";
import { TranslationEditor, type TranslationTarget } from "./translation-editor";
import { TranslationSwitcher } from "./translation-switcher";
import { useEditedLanguage } from "./use-edited-language";
import { useLoadedTranslation } from "./use-loaded-translation";

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
  const { translations, translation, editorKey, latestVersion, loadLatest } = useLoadedTranslation(
    tdef,
    String(row.id),
    language,
  );
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
          key={editorKey}
          target={target}
          tdef={tdef}
          row={row}
          language={language}
          translation={translation}
          latestVersion={latestVersion}
          onReload={loadLatest}
          onSaved={loadLatest}
        />
      )}
    </div>
  );
}
