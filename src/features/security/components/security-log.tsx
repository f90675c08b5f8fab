import { useMemo, useState } from "react";
import { ScrollText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Pager } from "@/features/users";
import { usePeopleQuery } from "@/entities/profile";
import { useSecurityEventsQuery, type SecurityEventFilters } from "../api/security-events-query";
import { SECURITY_EVENT_TYPES, detailLines } from "../lib/event-filters";

const EMPTY: SecurityEventFilters = { type: "", userId: "", from: "", to: "" };

/** The security event log with filters by type, user and date, paged on the server. */
export function SecurityLog() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<SecurityEventFilters>(EMPTY);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const query = useSecurityEventsQuery(filters, page, pageSize);
  const people = usePeopleQuery();
  const emails = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.id, p.email])),
    [people.data],
  );
  const set = (key: keyof SecurityEventFilters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "medium",
  });
  const filtered = Object.values(filters).some(Boolean);
  const total = query.data?.total ?? 0;

  return (
    <section aria-labelledby="security-log-title" className="flex flex-col gap-4">
      <h2 id="security-log-title" className="text-lg font-semibold">
        {t("admin.security.logTitle")}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="log-type">{t("admin.security.filters.type")}</Label>
          <NativeSelect
            id="log-type"
            value={filters.type}
            onChange={(e) => set("type")(e.target.value)}
          >
            <option value="">{t("admin.security.filters.allTypes")}</option>
            {SECURITY_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.security.types.${type}`, { defaultValue: type })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="log-user">{t("admin.security.filters.user")}</Label>
          <NativeSelect
            id="log-user"
            value={filters.userId}
            onChange={(e) => set("userId")(e.target.value)}
          >
            <option value="">{t("admin.security.filters.allUsers")}</option>
            {(people.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.email}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="log-from">{t("admin.security.filters.from")}</Label>
          <Input
            id="log-from"
            type="date"
            value={filters.from}
            onChange={(e) => set("from")(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="log-to">{t("admin.security.filters.to")}</Label>
          <Input
            id="log-to"
            type="date"
            value={filters.to}
            onChange={(e) => set("to")(e.target.value)}
          />
        </div>
        <Button
          variant="ghost"
          disabled={!filtered}
          onClick={() => {
            setFilters(EMPTY);
            setPage(0);
          }}
        >
          {t("admin.security.filters.clear")}
        </Button>
      </div>

      {query.isError ? (
        <ErrorState title={t("admin.security.logFailed")} onRetry={() => void query.refetch()} />
      ) : !query.isPending && total === 0 ? (
        <StateMessage
          icon={ScrollText}
          title={filtered ? t("admin.security.noMatches") : t("admin.security.empty")}
        />
      ) : (
        <div className="border-border rounded-lg border">
          <Table data-testid="security-log">
            <TableHeader>
              <TableRow>
                <TableHead>{t("admin.security.columns.type")}</TableHead>
                <TableHead>{t("admin.security.columns.user")}</TableHead>
                <TableHead>{t("admin.security.columns.time")}</TableHead>
                <TableHead>{t("admin.security.columns.details")}</TableHead>
                <TableHead>{t("admin.security.columns.ip")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending
                ? Array.from({ length: 6 }, (_, i) => (
                    <TableRow key={i}>
                      {[0, 1, 2, 3, 4].map((j) => (
                        <TableCell key={j}>
                          <Skeleton className="h-5 w-full max-w-36" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : query.data.rows.map((row) => (
                    <TableRow key={row.id} data-type={row.event_type}>
                      <TableCell className="font-medium whitespace-nowrap">
                        {t(`admin.security.types.${row.event_type}`, {
                          defaultValue: row.event_type,
                        })}
                      </TableCell>
                      <TableCell className="max-w-56 truncate" dir="ltr">
                        {row.user_id ? (emails.get(row.user_id) ?? row.user_id) : "—"}
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        {format.format(new Date(row.created_at))}
                      </TableCell>
                      <TableCell className="text-muted-foreground max-w-80 text-xs" dir="ltr">
                        <ul className="line-clamp-3 break-all">
                          {detailLines(row.details).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </TableCell>
                      <TableCell className="font-mono text-xs whitespace-nowrap" dir="ltr">
                        {typeof row.ip === "string" ? row.ip : "—"}
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </div>
      )}
      {total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}
    </section>
  );
}
