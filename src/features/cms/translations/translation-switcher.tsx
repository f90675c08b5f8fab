import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { NativeSelect } from "@/components/ui/native-select";
import { findLanguage } from "@/i18n/languages";
import { useRecordTranslationsQuery } from "../api/record-translations-query";
import type { Row } from "../define-resource";
import { completeness, isComplete, type Completeness } from "./completeness";
import { useLanguageName } from "./language-label";
import { TRANSLATION_LANGUAGES, type TranslationDef } from "./translatable";
import { useEditedLanguage } from "./use-edited-language";

/** Completeness of every translation language of one record (from one request). */
export function useRecordCompleteness(tdef: TranslationDef, row: Row) {
  const query = useRecordTranslationsQuery(tdef, String(row.id));
  const byLanguage = new Map<string, Completeness>();
  for (const l of TRANSLATION_LANGUAGES) {
    const translation = query.data?.find((r) => r.language === l.code);
    byLanguage.set(l.code, completeness(row, translation, tdef.fields));
  }
  return { query, byLanguage };
}

/**
 * The record's content language: English edits the record itself, any other language its
 * translation. Each option and the badge beside it show how many fields are translated.
 */
export function TranslationSwitcher({ tdef, row }: { tdef: TranslationDef; row: Row }) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const [language, setLanguage] = useEditedLanguage();
  const { query, byLanguage } = useRecordCompleteness(tdef, row);
  const done = [...byLanguage.values()].filter(isComplete).length;
  const current = byLanguage.get(language);
  const ready = query.isSuccess;
  const label = (code: string) => {
    const native = findLanguage(code)?.name ?? code;
    const name = nameOf(code);
    return name === native ? name : `${name} (${native})`;
  };

  return (
    <div className="bg-muted/40 flex flex-wrap items-end gap-x-4 gap-y-2 rounded-lg border p-3">
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <label htmlFor="content-language" className="flex items-center gap-1.5 text-sm font-medium">
          <Languages className="size-4" aria-hidden="true" />
          {t("translations.switcher.label")}
        </label>
        <NativeSelect
          id="content-language"
          className="w-full sm:max-w-80"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          aria-describedby="content-language-status"
        >
          <option value="en">
            {t("translations.switcher.source", { language: nameOf("en") })}
          </option>
          {TRANSLATION_LANGUAGES.map((l) => {
            const c = byLanguage.get(l.code)!;
            return (
              <option key={l.code} value={l.code}>
                {ready
                  ? t("translations.switcher.option", {
                      language: label(l.code),
                      filled: c.filled,
                      total: c.total,
                    })
                  : label(l.code)}
              </option>
            );
          })}
        </NativeSelect>
      </div>
      <p
        id="content-language-status"
        className="flex flex-wrap items-center gap-2 text-sm"
        aria-live="polite"
      >
        {!ready ? null : language === "en" || !current ? (
          <span className="text-muted-foreground">
            {t("translations.status.languagesComplete", {
              complete: done,
              total: TRANSLATION_LANGUAGES.length,
            })}
          </span>
        ) : (
          <>
            <Badge
              variant={isComplete(current) ? "success" : "outline"}
              className="tabular-nums"
              data-testid="translation-completeness"
            >
              {t("translations.status.fields", {
                language: nameOf(language),
                filled: current.filled,
                total: current.total,
              })}
            </Badge>
            <span className="text-muted-foreground">
              {isComplete(current)
                ? t("translations.status.complete")
                : t("translations.status.incomplete")}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
