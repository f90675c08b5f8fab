import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { MessageStatus } from "@/entities/contact-message";

const STYLES: Record<MessageStatus, string> = {
  new: "border-transparent bg-primary text-primary-foreground",
  in_progress:
    "border-amber-600/40 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  resolved: "border-transparent bg-emerald-700 text-white dark:bg-emerald-800",
  spam: "border-transparent bg-muted text-muted-foreground",
};

export function StatusBadge({ status, className }: { status: MessageStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className={cn(STYLES[status], className)} data-status={status}>
      {t(`inbox.status.${status}`)}
    </Badge>
  );
}
