import { useTranslation } from "react-i18next";
import type { AnalyticsReport } from "@/entities/page-view";
import type { useFormats } from "./use-formats";

export function Totals({
  report,
  f,
}: {
  report: AnalyticsReport;
  f: ReturnType<typeof useFormats>;
}) {
  const { t } = useTranslation();
  const views = report.viewsPerDay.reduce((s, d) => s + d.views, 0);
  const sessions = report.viewsPerDay.reduce((s, d) => s + d.sessions, 0);
  const days = Math.max(1, report.viewsPerDay.length);
  const messages = report.messagesPerWeek.reduce((s, w) => s + w.messages, 0);
  const spam = report.messagesPerWeek.reduce((s, w) => s + w.spam, 0);
  const items = [
    { label: t("analytics.totals.views"), value: f.number(views), test: "total-views" },
    {
      label: t("analytics.totals.sessions"),
      value: f.number(sessions),
      help: t("analytics.totals.sessionsHelp"),
      test: "total-sessions",
    },
    {
      label: t("analytics.totals.perDay"),
      value: f.number(Math.round((views / days) * 10) / 10),
      test: "total-per-day",
    },
    {
      label: t("analytics.totals.messages"),
      value: f.number(messages),
      help: spam ? t("analytics.totals.spam", { count: spam }) : undefined,
      test: "total-messages",
    },
  ];
  return (
    <dl
      aria-label={t("analytics.totals.label")}
      className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4"
    >
      {items.map((item) => (
        <div key={item.test} className="bg-card rounded-lg border p-4">
          <dt className="text-muted-foreground text-sm">{item.label}</dt>
          <dd
            className="mt-1 text-3xl font-bold tracking-tight tabular-nums"
            data-testid={item.test}
          >
            {item.value}
          </dd>
          {item.help && <dd className="text-muted-foreground mt-1 text-xs">{item.help}</dd>}
        </div>
      ))}
    </dl>
  );
}
