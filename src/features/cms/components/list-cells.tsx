import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import type { ColumnDef, Row } from "../define-resource";
import { scheduleStatus } from "@/lib/site-time";

const STATUS_VARIANT = {
  live: "success",
  scheduled: "default",
  ended: "muted",
  inactive: "outline",
} as const;

/** A list cell by the column's kind. */
export function ListCell({ column, row }: { column: ColumnDef; row: Row }) {
  const { t, i18n } = useTranslation();
  const value = row[column.name];
  switch (column.kind) {
    case "active":
      return value ? (
        <Badge variant="success">{t("cms.status.active")}</Badge>
      ) : (
        <Badge variant="outline">{t("cms.status.inactive")}</Badge>
      );
    case "bool":
      return value ? (
        <Badge variant="secondary">{t("common.yes")}</Badge>
      ) : (
        <span className="text-muted-foreground">—</span>
      );
    case "schedule": {
      const status = scheduleStatus(row as { is_active?: unknown });
      return <Badge variant={STATUS_VARIANT[status]}>{t(`cms.status.${status}`)}</Badge>;
    }
    case "image":
      return typeof value === "string" && value ? (
        <img
          src={value}
          alt=""
          width={40}
          height={40}
          className="bg-muted size-10 rounded border object-contain"
          loading="lazy"
        />
      ) : (
        <span className="bg-muted block size-10 rounded border" />
      );
    case "youtube":
      return typeof value === "string" ? (
        <img
          src={`https://i.ytimg.com/vi/${value}/default.jpg`}
          alt=""
          width={64}
          height={48}
          className="bg-muted h-12 w-16 rounded border object-cover"
          loading="lazy"
        />
      ) : null;
    case "relation": {
      const rel = column.relation!;
      const embedded = row[rel.embed] as Record<string, unknown> | null | undefined;
      return <span>{embedded ? String(embedded[rel.label] ?? "") : "—"}</span>;
    }
    case "date":
      return typeof value === "string" ? (
        <time dateTime={value} className="whitespace-nowrap">
          {new Intl.DateTimeFormat(i18n.language, {
            dateStyle: "medium",
            timeStyle: "short",
            timeZone: "Asia/Kolkata",
          }).format(new Date(value))}
        </time>
      ) : (
        <span className="text-muted-foreground">—</span>
      );
    case "list":
      return <span className="line-clamp-2">{Array.isArray(value) ? value.join(", ") : ""}</span>;
    default:
      return (
        // dir="auto": a path such as /products, a slug or English text keeps its own order in
        // the Arabic back office.
        <span dir="auto" className="line-clamp-2 break-words">
          {value === null || value === undefined || value === "" ? "—" : String(value)}
        </span>
      );
  }
}
