import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { useNewCountQuery } from "@/entities/contact-message";

/** A small badge with the number of new contact messages (for the sidebar); nothing at zero. */
export function NewMessagesCount({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useNewCountQuery();
  if (!data) return null;
  return (
    <span
      data-testid="new-messages-count"
      className={cn(
        "bg-primary text-primary-foreground ms-auto inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-semibold tabular-nums",
        className,
      )}
    >
      <span aria-hidden="true">{data > 99 ? "99+" : data}</span>
      <span className="sr-only">{t("inbox.newCount", { count: data })}</span>
    </span>
  );
}
