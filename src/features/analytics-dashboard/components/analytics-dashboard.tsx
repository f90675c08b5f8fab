import { useMemo } from "react";
import { BarChart3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { directionOf } from "@/i18n/languages";
import { cn } from "@/lib/utils";
import { useAnalyticsReportQuery, type AnalyticsReport } from "@/entities/page-view";
import {
  localDate,
  parseRange,
  PRESETS,
  resolveRange,
  serializeRange,
  type DateRange,
  type RangeState,
} from "../lib/range";
import { ChartCard } from "./chart-card";
import { HorizontalBars, StackedWeeks, TimeAreaChart } from "./charts";

function useFormats(locale: string) {
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const long = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    const number = new Intl.NumberFormat(locale);
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "language" });
    } catch {
      names = null;
    }
    const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return {
      shortDate: (iso: string) => short.format(day(iso)),
      longDate: (iso: string) => long.format(day(iso)),
      number: (n: number) => number.format(n),
      language: (code: string) => {
        try {
          return names?.of(code) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [locale]);
}

function RangePicker({
  state,
  onChange,
  error,
}: {
  state: RangeState;
  onChange: (next: RangeState) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const options = [...PRESETS, "custom"] as const;
  return (
    <div className="bg-card mb-6 flex flex-wrap items-end gap-4 rounded-lg border p-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t("analytics.range.label")}</legend>
        <div className="bg-muted inline-flex flex-wrap rounded-md p-1">
          {options.map((o) => (
            <label
              key={o}
              className={cn(
                "has-[:focus-visible]:ring-ring cursor-pointer rounded px-3 py-1.5 text-sm has-[:focus-visible]:ring-2",
                state.preset === o
                  ? "bg-background text-foreground font-medium shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <input
                type="radio"
                name="analytics-range"
                className="sr-only"
                checked={state.preset === o}
                onChange={() =>
                  onChange(
                    o === "custom"
                      ? { preset: "custom", from: state.from, to: state.to }
                      : { preset: o, from: null, to: null },
                  )
                }
              />
              {o === "custom"
                ? t("analytics.range.custom")
                : t("analytics.range.days", { count: o })}
            </label>
          ))}
        </div>
      </fieldset>
      {state.preset === "custom" && (
        <>
          <div className="space-y-1.5">
            <Label htmlFor="analytics-from">{t("analytics.range.from")}</Label>
            <Input
              id="analytics-from"
              type="date"
              value={state.from ?? ""}
              max={state.to ?? undefined}
              onChange={(e) => onChange({ ...state, from: e.target.value || null })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="analytics-to">{t("analytics.range.to")}</Label>
            <Input
              id="analytics-to"
              type="date"
              value={state.to ?? ""}
              min={state.from ?? undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "analytics-range-error" : undefined}
              onChange={(e) => onChange({ ...state, to: e.target.value || null })}
            />
          </div>
        </>
      )}
      {error && (
        <p id="analytics-range-error" className="text-destructive basis-full text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function Totals({ report, f }: { report: AnalyticsReport; f: ReturnType<typeof useFormats> }) {
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

function Report({ report, range }: { report: AnalyticsReport; range: DateRange }) {
  const { t, i18n } = useTranslation();
  const f = useFormats(i18n.language);
  const rtl = directionOf(i18n.language) === "rtl";
  const views = report.viewsPerDay.reduce((s, d) => s + d.views, 0);
  const stamp = `${range.start}_${range.end}`;
  const messagesCard = (
    <ChartCard
      title={t("analytics.charts.messagesPerWeek")}
      text={t("analytics.charts.messagesPerWeekText")}
      rows={report.messagesPerWeek}
      filename={`contact-messages-per-week-${stamp}`}
      columns={[
        {
          header: t("analytics.series.week"),
          display: (r) => f.longDate(r.week_start),
          csv: (r) => r.week_start,
        },
        {
          header: t("analytics.series.messages"),
          display: (r) => f.number(r.messages),
          csv: (r) => r.messages,
          numeric: true,
        },
        {
          header: t("analytics.series.spam"),
          display: (r) => f.number(r.spam),
          csv: (r) => r.spam,
          numeric: true,
        },
      ]}
    >
      <StackedWeeks
        data={report.messagesPerWeek}
        x="week_start"
        series={[
          { key: "messages", name: t("analytics.series.messages") },
          { key: "spam", name: t("analytics.series.spam"), muted: true },
        ]}
        formatX={f.shortDate}
        rtl={rtl}
      />
    </ChartCard>
  );

  return (
    <>
      <Totals report={report} f={f} />
      {views === 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <StateMessage
            icon={BarChart3}
            title={t("analytics.empty.title")}
            text={t("analytics.empty.text")}
            className="bg-card"
          />
          {messagesCard}
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartCard
            className="lg:col-span-2"
            title={t("analytics.charts.viewsPerDay")}
            text={t("analytics.charts.viewsPerDayText")}
            rows={report.viewsPerDay}
            filename={`views-per-day-${stamp}`}
            columns={[
              {
                header: t("analytics.series.day"),
                display: (r) => f.longDate(r.day),
                csv: (r) => r.day,
              },
              {
                header: t("analytics.series.views"),
                display: (r) => f.number(r.views),
                csv: (r) => r.views,
                numeric: true,
              },
              {
                header: t("analytics.series.sessions"),
                display: (r) => f.number(r.sessions),
                csv: (r) => r.sessions,
                numeric: true,
              },
            ]}
          >
            <TimeAreaChart
              data={report.viewsPerDay}
              x="day"
              series={[
                { key: "views", name: t("analytics.series.views") },
                { key: "sessions", name: t("analytics.series.sessions") },
              ]}
              formatX={f.shortDate}
              rtl={rtl}
            />
          </ChartCard>
          <ChartCard
            title={t("analytics.charts.topPages")}
            text={t("analytics.charts.topPagesText")}
            rows={report.topPages}
            filename={`top-pages-${stamp}`}
            columns={[
              {
                header: t("analytics.series.path"),
                display: (r) => <span dir="ltr">{r.path}</span>,
                csv: (r) => r.path,
              },
              {
                header: t("analytics.series.views"),
                display: (r) => f.number(r.views),
                csv: (r) => r.views,
                numeric: true,
              },
            ]}
          >
            <HorizontalBars
              data={report.topPages}
              label={(r) => r.path}
              value="views"
              name={t("analytics.series.views")}
              rtl={rtl}
            />
          </ChartCard>
          <ChartCard
            title={t("analytics.charts.topProducts")}
            text={t("analytics.charts.topProductsText")}
            rows={report.topProducts}
            filename={`top-products-${stamp}`}
            columns={[
              {
                header: t("analytics.series.product"),
                display: (r) => r.product_name ?? r.product_slug,
                csv: (r) => r.product_name ?? "",
              },
              {
                header: t("analytics.series.slug"),
                display: (r) => <span dir="ltr">{r.product_slug}</span>,
                csv: (r) => r.product_slug,
              },
              {
                header: t("analytics.series.views"),
                display: (r) => f.number(r.views),
                csv: (r) => r.views,
                numeric: true,
              },
            ]}
          >
            <HorizontalBars
              data={report.topProducts}
              label={(r) => r.product_name ?? r.product_slug}
              value="views"
              name={t("analytics.series.views")}
              rtl={rtl}
            />
          </ChartCard>
          <ChartCard
            title={t("analytics.charts.languages")}
            text={t("analytics.charts.languagesText")}
            rows={report.languages}
            filename={`languages-${stamp}`}
            columns={[
              {
                header: t("analytics.series.language"),
                display: (r) =>
                  r.language === "unknown"
                    ? t("analytics.unknownLanguage")
                    : f.language(r.language),
                csv: (r) => r.language,
              },
              {
                header: t("analytics.series.views"),
                display: (r) => f.number(r.views),
                csv: (r) => r.views,
                numeric: true,
              },
            ]}
          >
            <HorizontalBars
              data={report.languages}
              label={(r) =>
                r.language === "unknown" ? t("analytics.unknownLanguage") : f.language(r.language)
              }
              value="views"
              name={t("analytics.series.views")}
              rtl={rtl}
            />
          </ChartCard>
          {messagesCard}
        </div>
      )}
    </>
  );
}

/** The admin analytics page's content: period picker, totals and charts, state in the URL. */
export function AnalyticsDashboard() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = parseRange(params);
  const resolved = resolveRange(state, localDate(new Date()));
  const range = "range" in resolved ? resolved.range : null;
  const error = "error" in resolved ? t(`analytics.range.${resolved.error}`) : null;
  const query = useAnalyticsReportQuery(range);
  const f = useFormats(i18n.language);

  return (
    <>
      <RangePicker
        state={state}
        error={error}
        onChange={(next) => setParams(serializeRange(next), { replace: true })}
      />
      {range && (
        <p className="text-muted-foreground -mt-3 mb-4 text-sm" data-testid="analytics-range">
          {t("analytics.range.showing", {
            start: f.longDate(range.start),
            end: f.longDate(range.end),
          })}
        </p>
      )}
      {!range ? null : query.isPending ? (
        <div aria-busy="true">
          <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-80 w-full lg:col-span-2" />
            <Skeleton className="h-80 w-full" />
            <Skeleton className="h-80 w-full" />
          </div>
        </div>
      ) : query.isError ? (
        <ErrorState title={t("analytics.loadError")} onRetry={() => void query.refetch()} />
      ) : (
        <Report report={query.data} range={range} />
      )}
    </>
  );
}
