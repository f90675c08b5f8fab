import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ExternalLink, FileQuestion, Trash2 } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { AdminPage } from "@/components/admin-page";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { DbRequestError } from "../api/db";
import { removeUnusedMedia } from "../api/media-cleanup";
import { cmsKeys } from "../api/keys";
import { useBulkActionMutation } from "../api/resource-bulk-mutation";
import { useResourceRecordQuery } from "../api/resource-record-query";
import { StaleRecordError, useSaveResourceMutation } from "../api/resource-save-mutation";
import { formFieldNames, versionOf, type ResourceDef, type Row } from "../define-resource";
import { rowToForm } from "../lib/form-values";
import { mapServerError } from "../lib/server-errors";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormScaffold } from "@/components/form/form-scaffold";
import { FieldRenderer } from "./field-renderer";
import { HistoryPanel } from "./history-panel";
import type { FormValues } from "./widgets/types";
import { NewRecordTranslationNotice } from "../translations/new-record-notice";
import { TranslationFormPage } from "../translations/translation-form-page";
import { TranslationSwitcher } from "../translations/translation-switcher";
import { useEditedLanguage } from "../translations/use-edited-language";
import { useLoadedRecord } from "./use-loaded-record";
import { UploadTrackerProvider } from "./widgets/upload-tracker";
import { TRASH_DAYS } from "@/entities/trash";

/** Create (no :id) or edit a record of any declared resource. */
export function ResourceFormPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = def.singleton?.id ?? params.id;
  const record = useResourceRecordQuery(def, id);
  const loaded = useLoadedRecord(def, id, record.data);
  const name = t(`cms.resources.${def.key}.one`);
  const listPath = `/admin/${def.path}`;
  const [language] = useEditedLanguage();
  const tdef = def.translations;

  if (!id) return <ResourceForm key="new" def={def} row={null} onReload={() => undefined} />;
  if (record.isPending)
    return (
      <AdminPage title={<Skeleton className="h-8 w-64" />}>
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-64" />
          <Skeleton className="h-40" />
        </div>
      </AdminPage>
    );
  if (record.isError && !loaded.row)
    return (
      <AdminPage title={t("cms.form.editTitle", { name })}>
        <ErrorState title={t("cms.form.loadError")} onRetry={() => void record.refetch()} />
      </AdminPage>
    );
  if (!record.data || !loaded.row)
    return (
      <AdminPage title={t("cms.form.notFoundTitle", { name })}>
        <StateMessage
          icon={FileQuestion}
          title={t("cms.form.notFound")}
          action={
            <Button asChild variant="outline">
              <Link to={listPath}>{t("cms.form.backToList")}</Link>
            </Button>
          }
        />
      </AdminPage>
    );
  // Another language: the translation editor (English is the record itself, below).
  if (tdef && language !== "en")
    return (
      <TranslationFormPage
        def={def}
        tdef={tdef}
        row={loaded.row}
        language={language}
        onRecordSaved={loaded.adopt}
      />
    );
  return (
    <ResourceForm
      key={loaded.formKey}
      def={def}
      row={loaded.row}
      latestVersion={loaded.latestVersion}
      onSaved={loaded.adopt}
      onReload={() =>
        void record.refetch().then((result) => {
          if (result.data) loaded.adopt(result.data);
        })
      }
    />
  );
}

function ResourceForm({
  def,
  row,
  latestVersion,
  onSaved,
  onReload,
}: {
  def: ResourceDef;
  row: Row | null;
  /** The record's version on the server now (a refetch), to tell when it changed. */
  latestVersion?: string;
  onSaved?: (row: Row) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const isNew = row === null;
  const tdef = def.translations;
  const listPath = `/admin/${def.path}`;
  const name = t(`cms.resources.${def.key}.one`);
  const save = useSaveResourceMutation(def);
  const remove = useBulkActionMutation(def);
  const [stale, setStale] = React.useState(false);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = React.useState(false);
  const leaving = React.useRef(false);
  // Files uploaded since the form opened: a save deletes those it does not keep.
  const uploads = React.useRef<string[]>([]);
  const trackUpload = React.useCallback((url: string) => void uploads.current.push(url), []);

  const form = useForm<FormValues>({
    defaultValues: rowToForm(def, row),
    resolver: zodResolver(def.schema as never) as unknown as Resolver<FormValues>,
    mode: "onTouched",
  });
  const { isDirty } = form.formState;
  const loadedVersion = versionOf(def, row);
  // Newer on the server than loaded, and not by this form's own save: someone else saved.
  const changedOnServer =
    !isNew &&
    Boolean(latestVersion) &&
    latestVersion !== loadedVersion &&
    latestVersion !== versionOf(def, save.data);

  async function submitValid(values: FormValues) {
    setFormError(null);
    setStale(false);
    const out = def.toRow ? def.toRow(values) : values;
    try {
      const saved = await save.mutateAsync({
        row: out,
        id: row ? String(row.id) : undefined,
        loadedVersion: row ? versionOf(def, row) || undefined : undefined,
      });
      toast.success(t("cms.form.saved", { name }));
      // Only now, with the new file safely referenced, are the replaced or removed ones deleted.
      void removeUnusedMedia(def, row, uploads.current.splice(0), saved);
      if (isNew) {
        leaving.current = true;
        form.reset(form.getValues());
        void navigate(`${listPath}/${saved.id}`, { replace: true });
      } else {
        form.reset(form.getValues());
        onSaved?.(saved);
      }
    } catch (err) {
      if (err instanceof StaleRecordError) {
        setStale(true);
        return;
      }
      if (err instanceof DbRequestError) {
        const mapped = mapServerError(err, def.table, formFieldNames(def), def.constraintFields);
        if (mapped.kind === "field") {
          form.setError(
            mapped.field,
            {
              type: "server",
              message: mapped.reason === "taken" ? "cms.errors.taken" : "cms.errors.refused",
            },
            { shouldFocus: true },
          );
          return;
        }
        setFormError(
          mapped.reason === "denied" ? t("cms.errors.denied") : t("cms.errors.saveFailed"),
        );
        return;
      }
      setFormError(t("cms.errors.saveFailed"));
    }
  }
  const onInvalid = () => setFormError(t("cms.errors.fixFields"));

  async function onDelete() {
    if (!row) return;
    try {
      await remove.mutateAsync({ action: "delete", ids: [row.id] });
      setConfirmDelete(false);
      toast.success(t("cms.form.deleted", { name }));
      leaving.current = true;
      qc.removeQueries({ queryKey: cmsKeys.record(def, String(row.id)) });
      void navigate(listPath, { replace: true });
    } catch {
      setConfirmDelete(false);
      toast.error(t("cms.errors.deleteFailed"));
    }
  }

  const title = isNew
    ? t("cms.form.newTitle", { name })
    : def.singleton
      ? name
      : String(row[def.titleField] ?? t("cms.form.editTitle", { name }));
  const description = isNew
    ? t(`cms.resources.${def.key}.newLead`)
    : def.singleton
      ? t(`cms.resources.${def.key}.lead`)
      : t("cms.form.editLead", { name });
  const publicPath = row && def.publicPath ? def.publicPath(row) : null;

  return (
    <AdminPage
      title={title}
      description={description}
      actions={
        !isNew &&
        !def.singleton && (
          <>
            {publicPath && (
              <Button asChild variant="outline">
                <a href={publicPath} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  {t("cms.form.viewOnSite")}
                </a>
              </Button>
            )}
            <Button variant="outline" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden="true" />
              {t("cms.form.delete")}
            </Button>
          </>
        )
      }
    >
      <div
        className={cn(
          "grid gap-6",
          !isNew && "lg:grid-cols-[minmax(0,1fr)_20rem]",
          isNew && "max-w-3xl",
        )}
      >
        <UploadTrackerProvider value={trackUpload}>
          <FormScaffold
            // Beside a long history the form column is as tall as it: its rows stay at the top.
            className="content-start"
            onSubmit={(e) => void form.handleSubmit(submitValid, onInvalid)(e)}
            dirty={isDirty}
            saving={save.isPending || form.formState.isSubmitting}
            error={formError}
            stale={stale || changedOnServer}
            onReload={onReload}
            skipGuard={leaving}
            cancelTo={def.singleton ? undefined : listPath}
            onReset={def.singleton ? () => form.reset() : undefined}
            header={
              tdef &&
              (isNew ? (
                <NewRecordTranslationNotice />
              ) : (
                <TranslationSwitcher tdef={tdef} row={row} />
              ))
            }
          >
            {def.form.sections.map((section) => (
              <Card key={section.title}>
                <CardHeader>
                  <CardTitle className="text-base">{t(section.title)}</CardTitle>
                </CardHeader>
                <CardContent className="grid gap-5">
                  {section.fields.map((field) => (
                    <FieldRenderer
                      key={field.name}
                      field={field}
                      form={form}
                      def={def}
                      isNew={isNew}
                    />
                  ))}
                </CardContent>
              </Card>
            ))}
          </FormScaffold>
        </UploadTrackerProvider>
        {!isNew && (
          <aside className="grid content-start gap-4">
            <HistoryPanel
              table={def.table}
              id={String(row.id)}
              translationTable={tdef?.table}
              restore={{
                def,
                row,
                onRestored: (result) => {
                  if (result.kind !== "record") return;
                  form.reset(rowToForm(def, result.row));
                  onSaved?.(result.row);
                },
              }}
            />
          </aside>
        )}
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("cms.deleteOne.title", { name: title })}
        description={t("cms.deleteOne.text", { days: TRASH_DAYS })}
        confirmLabel={t("cms.form.delete")}
        destructive
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </AdminPage>
  );
}
