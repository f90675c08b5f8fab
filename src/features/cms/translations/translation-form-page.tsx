import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { ErrorState } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { HistoryPanel } from "../components/history-panel";
import type { ResourceDef, Row } from "../define-resource";
import { useLanguageName } from "./language-label";
import type { TranslationDef } from "./translatable";
import { TranslationEditor } from "./translation-editor";
import { TranslationSwitcher } from "./translation-switcher";
import { useLoadedTranslation } from "./use-loaded-translation";

/** The form page of a saved record in a language other than English. */
export function TranslationFormPage({
  def,
  tdef,
  row,
  language,
  onRecordSaved,
}: {
  def: ResourceDef;
  tdef: TranslationDef;
  row: Row;
  language: string;
  /** The English record was saved here (a restore from the history). */
  onRecordSaved: (row: Row) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const { translations, translation, editorKey, latestVersion, loadLatest } = useLoadedTranslation(
    tdef,
    String(row.id),
    language,
  );
  const name = t(`cms.resources.${def.key}.one`);

  return (
    <AdminPage
      title={String(row[def.titleField] ?? t("cms.form.editTitle", { name }))}
      description={t("translations.page.lead", { name, language: nameOf(language) })}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <TranslationSwitcher tdef={tdef} row={row} />
          {translations.isPending ? (
            <div className="grid gap-4" aria-busy="true">
              <Skeleton className="h-64" />
            </div>
          ) : translations.isError ? (
            <ErrorState
              title={t("translations.page.loadError")}
              onRetry={() => void translations.refetch()}
            />
          ) : (
            <TranslationEditor
              key={editorKey}
              target={{ table: def.table, key: def.key, backPath: `/admin/${def.path}` }}
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
        <aside className="grid content-start gap-4">
          <HistoryPanel
            table={def.table}
            id={String(row.id)}
            translationTable={tdef.table}
            restore={{
              def,
              row,
              onRestored: (result) =>
                result.kind === "record" ? onRecordSaved(result.row) : loadLatest(),
            }}
          />
        </aside>
      </div>
    </AdminPage>
  );
}
