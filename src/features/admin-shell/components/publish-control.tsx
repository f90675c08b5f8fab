import { CloudUpload, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  useContentChangesSinceQuery,
  useLatestPublishRunQuery,
  usePublishSiteMutation,
  type PublishRun,
} from "@/entities/publish-run";
import { useBuildStampQuery } from "../api/build-stamp-query";
import { formatDateTime } from "../lib/format";

function PendingChanges() {
  const { t, i18n } = useTranslation();
  const stamp = useBuildStampQuery();
  const since = stamp.data?.contentChangedAt ?? null;
  const changes = useContentChangesSinceQuery(since, stamp.isSuccess && stamp.data !== null);
  if (stamp.isPending || (stamp.data && changes.isPending))
    return <p className="text-muted-foreground text-sm">{t("admin.publish.checking")}</p>;
  if (!stamp.data) return <p className="text-sm">{t("admin.publish.noStamp")}</p>;
  return (
    <div className="flex flex-col gap-1">
      <p className="font-medium" data-testid="publish-state">
        {changes.data
          ? t("admin.publish.changes", { number: changes.data })
          : t("admin.publish.upToDate")}
      </p>
      <p className="text-muted-foreground text-sm">
        {t("admin.publish.builtAt", { time: formatDateTime(stamp.data.builtAt, i18n.language) })}
      </p>
    </div>
  );
}

function LastRun({ run }: { run: PublishRun | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (run === undefined) return null;
  if (run === null)
    return <p className="text-muted-foreground text-sm">{t("admin.publish.never")}</p>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="publish-last-run">
      {t("admin.publish.lastRun", { time: formatDateTime(run.requested_at, i18n.language) })}
      {run.ok ? (
        <Badge variant="success">{t("admin.publish.succeeded")}</Badge>
      ) : (
        <Badge variant="outline" className="border-destructive text-destructive">
          {run.hook_status
            ? t("admin.publish.failedStatus", { status: run.hook_status })
            : t("admin.publish.failed")}
        </Badge>
      )}
    </p>
  );
}

/** Admins only: whether the prerendered pages are behind the content, and "Publish". */
export function PublishControl() {
  const { t } = useTranslation();
  const latest = useLatestPublishRunQuery();
  const publish = usePublishSiteMutation();
  return (
    <Card role="region" aria-labelledby="publish-title">
      <CardHeader>
        <CardTitle id="publish-title" className="text-base">
          {t("admin.publish.title")}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{t("admin.publish.help")}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2" aria-live="polite">
          <PendingChanges />
          <LastRun run={latest.data} />
          {publish.isError && (
            <p role="alert" className="text-destructive text-sm">
              {t("admin.publish.failed")}
            </p>
          )}
        </div>
        <Button
          onClick={() => publish.mutate()}
          disabled={publish.isPending}
          className="shrink-0 self-start sm:self-auto"
        >
          {publish.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <CloudUpload aria-hidden="true" />
          )}
          {publish.isPending ? t("admin.publish.publishing") : t("admin.publish.publish")}
        </Button>
      </CardContent>
    </Card>
  );
}
