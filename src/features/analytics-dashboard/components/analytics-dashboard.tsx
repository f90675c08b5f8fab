import { BarChart3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { directionOf } from "@/i18n/languages";
import { useAnalyticsReportQuery, type AnalyticsReport } from "@/entities/page-view";
import { localDate, parseRange, resolveRange, serializeRange, type DateRange } from "../lib/range";
import { ChartCard } from "./chart-card";
import { HorizontalBars, StackedWeeks, TimeAreaChart } from "./charts";
import { RangePicker } from "./range-picker";
import { Totals } from "./totals";
import { useFormats } from "./use-formats";

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
