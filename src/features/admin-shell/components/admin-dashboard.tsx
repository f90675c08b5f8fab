import type { ReactNode } from "react";
import {
  ArrowRight,
  Boxes,
  Inbox,
  Mail,
  Plus,
  ShieldCheck,
  Truck,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState } from "@/components/state-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useLatestMessagesQuery } from "@/entities/contact-message";
import { useDashboardCountsQuery, type DashboardCounts } from "../api/dashboard-counts-query";
import { useViewsPerDayQuery } from "@/entities/page-view";
import { useLatestEventsQuery } from "@/entities/security-event";
import { formatDateTime, formatDay } from "../lib/format";

const STATS: { key: keyof DashboardCounts; labelKey: string; icon: LucideIcon; to: string }[] = [
  { key: "products", labelKey: "admin.dashboard.products", icon: Boxes, to: "/admin/products" },
  { key: "services", labelKey: "admin.dashboard.services", icon: Wrench, to: "/admin/services" },
  { key: "transport", labelKey: "admin.dashboard.transport", icon: Truck, to: "/admin/transport" },
  { key: "newMessages", labelKey: "admin.dashboard.newMessages", icon: Mail, to: "/admin/contact" },
];

function StatCards() {
  const { t, i18n } = useTranslation();
  const counts = useDashboardCountsQuery();
  if (counts.isError) {
    return (
      <ErrorState title={t("admin.dashboard.countsFailed")} onRetry={() => void counts.refetch()} />
    );
  }
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATS.map((stat) => {
        const Icon = stat.icon;
        return (
          <Link
            key={stat.key}
            to={stat.to}
            className="border-border bg-card hover:border-primary/50 focus-visible:ring-ring group rounded-lg border p-4 transition-colors outline-none focus-visible:ring-2 sm:p-5"
            data-testid={`stat-${stat.key}`}
          >
            <div className="text-muted-foreground flex items-center justify-between gap-2 text-sm font-medium">
              <span className="min-w-0">{t(stat.labelKey)}</span>
              <Icon className="size-4 shrink-0" aria-hidden="true" />
            </div>
            {counts.data === undefined ? (
              <Skeleton className="mt-3 h-9 w-16" />
            ) : (
              <p className="mt-2 text-3xl font-bold tabular-nums">
                {number.format(counts.data[stat.key])}
              </p>
            )}
          </Link>
        );
      })}
    </div>
  );
}

function ListCard({
  title,
  link,
  linkLabel,
  children,
}: {
  title: string;
  link: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{title}</CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to={link}>
            {linkLabel}
            <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}

function RowsSkeleton() {
  return (
    <ul className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-3/4" />
        </li>
      ))}
    </ul>
  );
}

function LatestMessages() {
  const { t, i18n } = useTranslation();
  const query = useLatestMessagesQuery();
  return (
    <ListCard
      title={t("admin.dashboard.latestMessages")}
      link="/admin/contact"
      linkLabel={t("admin.dashboard.viewAll")}
    >
      {query.isPending ? (
        <RowsSkeleton />
      ) : query.isError ? (
        <ErrorState title={t("admin.dashboard.loadFailed")} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("admin.dashboard.noMessages")}</p>
      ) : (
        <ul className="divide-border -my-2 divide-y">
          {query.data.map((m) => (
            <li key={m.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium" dir="auto">
                  {m.name}
                  {m.subject && (
                    <span className="text-muted-foreground font-normal"> · {m.subject}</span>
                  )}
                </p>
                <p className="text-muted-foreground truncate text-xs">
                  <span dir="ltr">{m.email}</span> · {formatDateTime(m.created_at, i18n.language)}
                </p>
              </div>
              <Badge variant={m.status === "new" ? "default" : "muted"} className="shrink-0">
                {t(`admin.dashboard.status.${m.status}`, { defaultValue: m.status })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function LatestEvents() {
  const { t, i18n } = useTranslation();
  const query = useLatestEventsQuery();
  return (
    <ListCard
      title={t("admin.dashboard.latestEvents")}
      link="/admin/security"
      linkLabel={t("admin.dashboard.viewAll")}
    >
      {query.isPending ? (
        <RowsSkeleton />
      ) : query.isError ? (
        <ErrorState title={t("admin.dashboard.loadFailed")} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("admin.dashboard.noEvents")}</p>
      ) : (
        <ul className="divide-border -my-2 divide-y">
          {query.data.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <ShieldCheck className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">
                  {t(`admin.security.types.${e.event_type}`, { defaultValue: e.event_type })}
                </span>
              </span>
              <span className="text-muted-foreground shrink-0 text-xs">
                {formatDateTime(e.created_at, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

/** Page views of the last 7 days as bars; hidden when there were none. */
function WeekViews() {
  const { t, i18n } = useTranslation();
  const query = useViewsPerDayQuery(7);
  const days = query.data ?? [];
  const total = days.reduce((sum, d) => sum + d.views, 0);
  if (query.isPending || query.isError || total === 0) return null;
  const max = Math.max(...days.map((d) => d.views), 1);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card data-testid="week-views">
      <CardHeader className="flex flex-row items-baseline justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{t("admin.dashboard.views")}</CardTitle>
        <p className="text-muted-foreground text-sm">
          {t("admin.dashboard.viewsTotal", { count: total, formatted: number.format(total) })}
        </p>
      </CardHeader>
      <CardContent>
        <ol className="flex h-36 items-end gap-2" aria-label={t("admin.dashboard.views")}>
          {days.map((d) => (
            <li
              key={d.day}
              className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
            >
              <span className="text-muted-foreground text-xs tabular-nums">
                {number.format(d.views)}
              </span>
              <span
                className="bg-primary/80 w-full max-w-12 rounded-t-sm"
                style={{ height: `${Math.max((d.views / max) * 100, 2)}%` }}
                aria-hidden="true"
              />
              <span className="text-muted-foreground truncate text-xs">
                {formatDay(d.day, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function QuickActions() {
  const { t } = useTranslation();
  const actions = [
    { to: "/admin/products/new", icon: Plus, label: t("admin.dashboard.newProduct") },
    { to: "/admin/services/new", icon: Plus, label: t("admin.dashboard.newService") },
    { to: "/admin/contact", icon: Inbox, label: t("admin.dashboard.openInbox") },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("admin.dashboard.quickActions")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {actions.map((action) => (
          <Button key={action.to} asChild variant="outline" className="justify-start">
            <Link to={action.to}>
              <action.icon aria-hidden="true" />
              {action.label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

/** The back office's start page: counts, latest messages and security events, views, actions. */
export function AdminDashboard() {
  return (
    <div className="flex flex-col gap-6">
      <StatCards />
      <QuickActions />
      <div className="grid gap-6 lg:grid-cols-2">
        <LatestMessages />
        <LatestEvents />
      </div>
      <WeekViews />
    </div>
  );
}
