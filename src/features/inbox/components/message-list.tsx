import { useMemo } from "react";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight, Inbox as InboxIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
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
import { cn } from "@/lib/utils";
import { useMessagesQuery, type ContactMessage } from "@/entities/contact-message";
import { formatAge, formatDateTime } from "../lib/age";
import { PAGE_SIZES, type InboxFilters } from "../lib/url-state";
import { StatusBadge } from "./status-badge";

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}

export function MessageList({
  basePath,
  filters,
  onChange,
}: {
  basePath: string;
  filters: InboxFilters;
  onChange: (patch: Partial<InboxFilters>) => void;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const query = useMessagesQuery(filters);
  const now = useMemo(() => new Date(), [query.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns = useMemo<ColumnDef<ContactMessage>[]>(
    () => [
      {
        id: "sender",
        header: () => t("inbox.columns.sender"),
        cell: ({ row: { original: m } }) => (
          <div className="min-w-0">
            <Link
              to={`${basePath}/${m.id}`}
              state={{ from: `${location.pathname}${location.search}` }}
              className="after:absolute after:inset-0 focus-visible:outline-none"
              dir="auto"
            >
              {m.status === "new" && (
                <span
                  className="bg-primary me-2 inline-block size-2 rounded-full align-middle"
                  aria-hidden="true"
                />
              )}
              <span className={cn(m.status === "new" && "font-semibold")}>{m.name}</span>
              {m.status === "new" && <span className="sr-only"> ({t("inbox.newMarker")})</span>}
            </Link>
            <div className="text-muted-foreground truncate text-xs" dir="ltr">
              {m.email}
            </div>
          </div>
        ),
      },
      {
        id: "company",
        header: () => t("inbox.columns.company"),
        cell: ({ row: { original: m } }) => (
          <span dir="auto" className="line-clamp-2">
            {m.company ?? "—"}
          </span>
        ),
      },
      {
        id: "subject",
        header: () => t("inbox.columns.subject"),
        cell: ({ row: { original: m } }) => (
          <div className="min-w-0">
            <div dir="auto" className={cn("truncate", m.status === "new" && "font-semibold")}>
              {m.subject ?? t("inbox.noSubject")}
            </div>
            <div dir="auto" className="text-muted-foreground line-clamp-1 text-xs">
              {preview(m.message)}
            </div>
          </div>
        ),
      },
      {
        id: "status",
        header: () => t("inbox.columns.status"),
        cell: ({ row: { original: m } }) => <StatusBadge status={m.status} />,
      },
      {
        id: "received",
        header: () => t("inbox.columns.received"),
        cell: ({ row: { original: m } }) => (
          <time
            dateTime={m.created_at}
            title={formatDateTime(m.created_at, i18n.language)}
            className="text-muted-foreground text-sm whitespace-nowrap"
          >
            {formatAge(m.created_at, now, i18n.language)}
          </time>
        ),
      },
    ],
    [t, i18n.language, basePath, location.pathname, location.search, now],
  );

  const data = query.data;
  const table = useReactTable({
    data: data?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: data?.total ?? 0,
    getRowId: (m) => m.id,
  });

  if (query.isError && !data) {
    return <ErrorState title={t("inbox.loadError")} onRetry={() => void query.refetch()} />;
  }

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / filters.pageSize));
  const first = total === 0 ? 0 : (filters.page - 1) * filters.pageSize + 1;
  const last = Math.min(total, filters.page * filters.pageSize);
  const filtered =
    filters.status !== null || filters.q !== "" || filters.from !== null || filters.to !== null;

  return (
    <div className="space-y-3">
      <div className="bg-card overflow-x-auto rounded-lg border">
        <Table aria-busy={query.isFetching} className="min-w-[44rem] table-fixed">
          <colgroup>
            <col className="w-[24%]" />
            <col className="w-[16%]" />
            <col />
            <col className="w-[8.5rem]" />
            <col className="w-[8.5rem]" />
          </colgroup>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableHead key={header.id}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {query.isPending
              ? Array.from({ length: 6 }, (_, i) => (
                  <TableRow key={i}>
                    {columns.map((c) => (
                      <TableCell key={c.id}>
                        <Skeleton className="h-9 w-full" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : table.getRowModel().rows.map((row) => (
                  <TableRow
                    key={row.id}
                    data-testid="inbox-row"
                    data-status={row.original.status}
                    className={cn(
                      "hover:bg-muted/50 focus-within:bg-muted/50 relative",
                      row.original.status === "new" && "bg-primary/5",
                    )}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <TableCell key={cell.id} className="align-top">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
        {!query.isPending && total === 0 && (
          <StateMessage
            icon={InboxIcon}
            title={filtered ? t("inbox.empty") : t("inbox.emptyAll")}
            className="m-4"
          />
        )}
      </div>
      <nav
        aria-label={t("inbox.paging.page", { page: filters.page, pages })}
        className="flex flex-wrap items-center justify-between gap-3 text-sm"
      >
        <p className="text-muted-foreground" data-testid="inbox-total">
          {t("inbox.paging.summary", { from: first, to: last, total })}
        </p>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-2">
            <Label htmlFor="inbox-page-size" className="text-muted-foreground font-normal">
              {t("inbox.paging.pageSize")}
            </Label>
            <NativeSelect
              id="inbox-page-size"
              className="w-20"
              value={filters.pageSize}
              onChange={(e) => onChange({ pageSize: Number(e.target.value) })}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          </div>
          <span className="text-muted-foreground whitespace-nowrap">
            {t("inbox.paging.page", { page: filters.page, pages })}
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("inbox.paging.previous")}
            disabled={filters.page <= 1}
            onClick={() => onChange({ page: filters.page - 1 })}
          >
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("inbox.paging.next")}
            disabled={filters.page >= pages}
            onClick={() => onChange({ page: filters.page + 1 })}
          >
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
