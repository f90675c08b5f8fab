import * as React from "react";
import { History, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { translatableNames } from "@/lib/content-language";
import { useHistoryQuery, type AuditEntry } from "../api/history-query";
import { useRestoreVersionMutation, type RestoreResult } from "../api/restore-mutation";
import { StaleRecordError } from "../api/resource-save-mutation";
import { formFieldNames, type ResourceDef, type Row } from "../define-resource";
import { isRestorable } from "../lib/restore";
import { TranslationEntryLanguage, translatedFields } from "../translations/history-language";

/** A list of records (a company's figures: value and label) reads as "25+ Years, 30+ Products". */
const item = (x: unknown): string =>
  x !== null && typeof x === "object" ? Object.values(x).map(String).join(" ") : String(x);

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === "") return "—";
  const text =
    typeof v === "string" ? v : Array.isArray(v) ? v.map(item).join(", ") : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** Entries shown before "Show older changes" (a seeded record has one per translation). */
const FIRST_ENTRIES = 10;

/** What a form's history needs to restore earlier versions of its record. */
export interface HistoryRestore {
  def: ResourceDef;
  /** The record as the form loaded it (the stale-edit check compares with it). */
  row: Row;
  onRestored: (result: RestoreResult) => void;
}

/**
 * The record's audit trail: who changed what, when (newest first); translations included. With
 * `restore`, each edit offers to go back to the version before it, after a confirmation.
 */
export function HistoryPanel({
  table,
  id,
  translationTable,
  restore,
}: {
  table: string;
  id: string;
  translationTable?: string;
  restore?: HistoryRestore;
}) {
  const { t, i18n } = useTranslation();
  const history = useHistoryQuery(table, id, translationTable);
  const [pending, setPending] = React.useState<AuditEntry | null>(null);
  const [showAll, setShowAll] = React.useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });
  const recordFields = restore ? formFieldNames(restore.def) : [];
  const tdef = restore?.def.translations;
  const translationFields = tdef ? translatableNames(tdef) : [];
  const canRestore = (e: AuditEntry) =>
    Boolean(restore) && isRestorable(e, e.language ? translationFields : recordFields);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4" aria-hidden="true" />
          {t("cms.history.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : history.isError ? (
          <ErrorState title={t("cms.history.error")} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("cms.history.empty")}</p>
        ) : (
          <>
            <ol className="grid gap-4" aria-label={t("cms.history.title")}>
              {(showAll ? history.data : history.data.slice(0, FIRST_ENTRIES)).map((e) => (
                <HistoryItem
                  key={e.id}
                  entry={e}
                  when={when.format(new Date(e.changed_at))}
                  onRestore={canRestore(e) ? () => setPending(e) : undefined}
                />
              ))}
            </ol>
            {!showAll && history.data.length > FIRST_ENTRIES && (
              <Button
                variant="outline"
                size="sm"
                className="mt-4"
                onClick={() => setShowAll(true)}
                data-testid="history-show-older"
              >
                {t("cms.history.showOlder")}
              </Button>
            )}
          </>
        )}
      </CardContent>
      {restore && history.data && (
        <RestoreDialog
          restore={restore}
          entries={history.data}
          entry={pending}
          when={pending ? when.format(new Date(pending.changed_at)) : ""}
          onClose={() => setPending(null)}
        />
      )}
    </Card>
  );
}

function RestoreDialog({
  restore,
  entries,
  entry,
  when,
  onClose,
}: {
  restore: HistoryRestore;
  entries: AuditEntry[];
  entry: AuditEntry | null;
  when: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useRestoreVersionMutation(restore.def);
  async function confirm() {
    if (!entry) return;
    try {
      const result = await mutation.mutateAsync({ entries, entry, row: restore.row });
      toast.success(t("cms.history.restored"));
      onClose();
      restore.onRestored(result);
    } catch (err) {
      onClose();
      toast.error(
        err instanceof StaleRecordError
          ? t("cms.history.restoreStale")
          : t("cms.history.restoreFailed"),
      );
    }
  }
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("cms.history.restoreTitle")}
      description={t("cms.history.restoreText", { when })}
      confirmLabel={t("cms.history.restore")}
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

function HistoryItem({
  entry,
  when,
  onRestore,
}: {
  entry: AuditEntry;
  when: string;
  onRestore?: () => void;
}) {
  const { t } = useTranslation();
  const who = entry.actor_id
    ? (entry.actor_name ?? entry.actor_id.slice(0, 8))
    : t("cms.history.system");
  const changed =
    entry.action === "update"
      ? Object.keys(entry.new_values ?? {}).filter((k) => !k.endsWith("updated_at"))
      : entry.language && entry.action === "insert"
        ? translatedFields(entry.new_values)
        : [];
  return (
    <li className="border-s-2 ps-3 text-sm">
      {entry.language && <TranslationEntryLanguage code={entry.language} />}
      <p className="font-medium">{t(`cms.history.${entry.action}`, { who })}</p>
      <p className="text-muted-foreground text-xs">
        <time dateTime={entry.changed_at}>{when}</time>
      </p>
      {changed.length > 0 && (
        <dl className="mt-2 grid gap-1">
          {changed.map((k) => (
            <div key={k} className="grid gap-0.5">
              <dt className="text-xs font-medium">{t(`cms.fields.${k}`, { defaultValue: k })}</dt>
              <dd className="text-muted-foreground text-xs break-words">
                <del className="decoration-destructive/60">{show(entry.old_values?.[k])}</del>{" "}
                <span aria-hidden="true">→</span>{" "}
                <ins className="text-foreground no-underline">{show(entry.new_values?.[k])}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {onRestore && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2 h-8"
          aria-label={t("cms.history.restoreLabel", { when })}
          onClick={onRestore}
        >
          <Undo2 aria-hidden="true" />
          {t("cms.history.restore")}
        </Button>
      )}
    </li>
  );
}
