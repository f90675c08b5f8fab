import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/state-message";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useHistoryQuery, type AuditEntry } from "../api/history-query";
import { TranslationEntryLanguage, translatedFields } from "../translations/history-language";

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === "") return "—";
  const text =
    typeof v === "string"
      ? v
      : Array.isArray(v) && v.every((x) => typeof x === "string")
        ? v.join(", ")
        : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** The record's audit trail: who changed what, when (newest first); translations included. */
export function HistoryPanel({
  table,
  id,
  translationTable,
}: {
  table: string;
  id: string;
  translationTable?: string;
}) {
  const { t, i18n } = useTranslation();
  const history = useHistoryQuery(table, id, translationTable);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });
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
          <ol className="grid gap-4" aria-label={t("cms.history.title")}>
            {history.data.map((e) => (
              <HistoryItem key={e.id} entry={e} when={when.format(new Date(e.changed_at))} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryItem({ entry, when }: { entry: AuditEntry; when: string }) {
  const { t } = useTranslation();
  const who = entry.actor_id
    ? (entry.actor_name ?? entry.actor_id.slice(0, 8))
    : t("cms.history.system");
  const changed =
    entry.action === "update"
      ? Object.keys(entry.new_values ?? {}).filter((k) => k !== "updated_at")
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
    </li>
  );
}
