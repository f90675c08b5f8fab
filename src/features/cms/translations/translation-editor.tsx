import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Copy } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormScaffold } from "@/components/form/form-scaffold";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { directionOf } from "@/i18n/languages";
import { cn } from "@/lib/utils";
import { DbRequestError } from "../api/db";
import type { TranslationRow } from "../api/record-translations-query";
import { StaleRecordError } from "../api/resource-save-mutation";
import { useSaveTranslationMutation } from "../api/translation-save-mutation";
import { useErrorText } from "../components/widgets/field-shell";
import type { Row } from "../define-resource";
import { mapServerError } from "../lib/server-errors";
import { isBlank } from "./completeness";
import { useLanguageName } from "./language-label";
import type { TranslatableField, TranslationDef } from "./translatable";
import {
  figuresToText,
  fromTranslationForm,
  toTranslationForm,
  translationSchema,
  type TranslationFormValues,
} from "./translation-form";

/** The record a translation belongs to: its table, resource key (lists, cache) and way back. */
export interface TranslationTarget {
  table: string;
  key: string;
  backPath: string;
}

/**
 * One language of one record: each translatable field beside its English source (read-only).
 * Saving writes only this language's translation row; a cleared field is stored as NULL, so the
 * site shows the English text there.
 */
export function TranslationEditor({
  target,
  tdef,
  row,
  language,
  translation,
  latestVersion,
  onReload,
  onSaved,
}: {
  target: TranslationTarget;
  tdef: TranslationDef;
  row: Row;
  language: string;
  translation: TranslationRow | null;
  /** updated_at of this language's row on the server now (null: none), to tell when it changed. */
  latestVersion?: string | null;
  onReload: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const languageName = nameOf(language);
  const save = useSaveTranslationMutation(tdef);
  const [stale, setStale] = React.useState(false);
  const [formError, setFormError] = React.useState<string | null>(null);
  const form = useForm<TranslationFormValues>({
    defaultValues: toTranslationForm(tdef.fields, translation),
    resolver: zodResolver(
      translationSchema(tdef.fields) as never,
    ) as unknown as Resolver<TranslationFormValues>,
    mode: "onTouched",
  });
  const { isDirty } = form.formState;
  // Newer on the server than loaded, and not by this editor's own save: someone else saved.
  const changedOnServer =
    latestVersion !== undefined &&
    latestVersion !== (translation?.updated_at ?? null) &&
    latestVersion !== (save.data?.updated_at ?? null);

  async function submitValid(values: TranslationFormValues) {
    setFormError(null);
    setStale(false);
    try {
      await save.mutateAsync({
        id: String(row.id),
        parentTable: target.table,
        resourceKey: target.key,
        language,
        values: fromTranslationForm(tdef.fields, values),
        loadedUpdatedAt: translation?.updated_at ?? null,
      });
      toast.success(t("translations.editor.saved", { language: languageName }));
      form.reset(values);
      onSaved();
    } catch (err) {
      if (err instanceof StaleRecordError) {
        setStale(true);
        return;
      }
      if (err instanceof DbRequestError) {
        const names = tdef.fields.map((f) => f.name);
        const mapped = mapServerError(err, tdef.table, names);
        if (mapped.kind === "field") {
          form.setError(
            mapped.field,
            { type: "server", message: "cms.errors.refused" },
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

  return (
    <FormScaffold
      onSubmit={(e) =>
        void form.handleSubmit(submitValid, () => setFormError(t("cms.errors.fixFields")))(e)
      }
      dirty={isDirty}
      saving={save.isPending || form.formState.isSubmitting}
      error={formError}
      stale={stale || changedOnServer}
      onReload={onReload}
      cancelTo={target.backPath}
    >
      <Card className="@container">
        <CardHeader>
          <CardTitle className="text-base">
            {t("translations.editor.title", { language: languageName })}
          </CardTitle>
          <CardDescription>{t("translations.editor.lead")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          {tdef.fields.map((field) => (
            <TranslationField
              key={field.name}
              field={field}
              form={form}
              source={row[field.name]}
              language={language}
              languageName={languageName}
            />
          ))}
        </CardContent>
      </Card>
    </FormScaffold>
  );
}

function TranslationField({
  field,
  form,
  source,
  language,
  languageName,
}: {
  field: TranslatableField;
  form: ReturnType<typeof useForm<TranslationFormValues>>;
  source: unknown;
  language: string;
  languageName: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = `translation-${field.name}`;
  const fieldLabel = t(field.label ?? `cms.fields.${field.name}`);
  const error = errorText(form.formState.errors[field.name]?.message);
  const sourceText =
    field.kind === "figures"
      ? figuresToText(source)
      : Array.isArray(source)
        ? source.map(String).join("\n")
        : typeof source === "string"
          ? source
          : "";
  const empty = isBlank(source);
  const Control = field.kind === "text" ? Input : Textarea;
  const rows =
    field.kind === "list" || field.kind === "figures"
      ? Math.min(10, Math.max(3, sourceText.split("\n").length + 1))
      : field.kind === "textarea"
        ? Math.min(12, Math.max(3, Math.ceil(sourceText.length / 70) + 1))
        : undefined;
  const note =
    error ??
    (field.kind === "list"
      ? t("translations.editor.listHelp")
      : field.kind === "figures"
        ? t("translations.editor.figuresHelp")
        : null);

  return (
    <section className="grid gap-2" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {fieldLabel}
        </h3>
        {!empty && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-8"
            aria-label={t("translations.editor.copyLabel", { field: fieldLabel })}
            onClick={() =>
              form.setValue(field.name, sourceText, { shouldDirty: true, shouldValidate: true })
            }
          >
            <Copy aria-hidden="true" />
            {t("translations.editor.copy")}
          </Button>
        )}
      </div>
      <div className="grid gap-3 @xl:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <p id={`${id}-source-caption`} className="text-muted-foreground text-xs font-medium">
            {t("translations.editor.source")}
          </p>
          <div
            id={`${id}-source`}
            lang="en"
            dir="ltr"
            className={cn(
              "bg-muted/60 max-h-72 overflow-y-auto rounded-md border px-3 py-2 text-sm break-words whitespace-pre-wrap",
              empty && "text-muted-foreground italic",
            )}
          >
            {empty ? t("translations.editor.sourceEmpty") : sourceText}
          </div>
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={id} className="text-muted-foreground text-xs font-medium">
            {languageName}
          </label>
          <Control
            id={id}
            lang={language}
            dir={directionOf(language)}
            rows={rows}
            aria-label={t("translations.editor.fieldLabel", {
              field: fieldLabel,
              language: languageName,
            })}
            aria-describedby={note ? `${id}-note` : undefined}
            aria-invalid={error ? true : undefined}
            {...form.register(field.name)}
          />
          {note && (
            <p
              id={`${id}-note`}
              className={cn("text-sm", error ? "text-destructive" : "text-muted-foreground")}
            >
              {note}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
