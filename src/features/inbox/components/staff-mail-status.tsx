import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useStaffMailQuery, type StaffMailStatus } from "@/entities/staff-mail-outbox";
import { cn } from "@/lib/utils";

const STYLES: Record<StaffMailStatus, string> = {
  pending: "bg-muted text-muted-foreground border-transparent",
  sending: "bg-muted text-muted-foreground border-transparent",
  sent: "border-transparent bg-emerald-700 text-white dark:bg-emerald-800",
  failed: "border-transparent bg-destructive text-white",
};

/** Whether the staff e-mail about this message went out; "mail failed" once it gave up. */
export function StaffMailStatusFact({ messageId }: { messageId: string }) {
  const { t } = useTranslation();
  const query = useStaffMailQuery(messageId);
  if (query.isPending || query.isError) return null;
  const mail = query.data;
  if (!mail) {
    return <span className="text-muted-foreground">{t("inbox.staffMail.none")}</span>;
  }
  const retrying = mail.status === "pending" && mail.last_error;
  return (
    <span className="grid gap-1" data-testid="staff-mail-status" data-status={mail.status}>
      <Badge variant="outline" className={cn("w-fit", STYLES[mail.status])}>
        {mail.status === "failed" && <AlertTriangle className="size-3" aria-hidden="true" />}
        {t(`inbox.staffMail.${retrying ? "retrying" : mail.status}`)}
      </Badge>
      {mail.last_error && (
        <span className="text-muted-foreground text-xs break-words" dir="ltr">
          {mail.last_error}
        </span>
      )}
    </span>
  );
}
