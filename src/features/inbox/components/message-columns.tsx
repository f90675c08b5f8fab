import { Link } from "react-router";
import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { ContactMessage } from "@/entities/contact-message";
import { formatAge, formatDateTime } from "../lib/age";
import { StatusBadge } from "./status-badge";

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}

const top = { cellClassName: "align-top" };

/** The inbox's columns; a sender's link opens the message and remembers the list (`from`). */
export function messageColumns({
  t,
  language,
  basePath,
  from,
  now,
}: {
  t: TFunction;
  language: string;
  basePath: string;
  from: string;
  now: Date;
}): ColumnDef<ContactMessage>[] {
  return [
    {
      id: "sender",
      header: () => t("inbox.columns.sender"),
      meta: top,
      cell: ({ row: { original: m } }) => (
        <div className="min-w-0">
          <Link
            to={`${basePath}/${m.id}`}
            state={{ from }}
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
      meta: top,
      cell: ({ row: { original: m } }) => (
        <span dir="auto" className="line-clamp-2">
          {m.company ?? "—"}
        </span>
      ),
    },
    {
      id: "subject",
      header: () => t("inbox.columns.subject"),
      meta: top,
      cell: ({ row: { original: m } }) => (
        <div className="min-w-0">
          <div dir="auto" className={cn("truncate", m.status === "new" && "font-semibold")}>
            {m.kind === "enquiry" && (
              <Badge variant="secondary" className="me-2 align-middle">
                {t("inbox.kind.badge")}
              </Badge>
            )}
            {m.subject ?? (m.kind === "enquiry" ? m.reference : t("inbox.noSubject"))}
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
      meta: top,
      cell: ({ row: { original: m } }) => <StatusBadge status={m.status} />,
    },
    {
      id: "received",
      header: () => t("inbox.columns.received"),
      meta: top,
      cell: ({ row: { original: m } }) => (
        <time
          dateTime={m.created_at}
          title={formatDateTime(m.created_at, language)}
          className="text-muted-foreground text-sm whitespace-nowrap"
        >
          {formatAge(m.created_at, now, language)}
        </time>
      ),
    },
  ];
}
