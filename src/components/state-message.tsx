import * as React from "react";
import { AlertTriangle, RotateCw, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface StateMessageProps {
  icon: LucideIcon;
  title: React.ReactNode;
  text?: React.ReactNode;
  /** One action: a button or link. */
  action?: React.ReactNode;
  className?: string;
  tone?: "default" | "destructive";
}

/** An empty or error state: an icon, one sentence and one action. */
export function StateMessage({
  icon: Icon,
  title,
  text,
  action,
  className,
  tone,
}: StateMessageProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center",
        className,
      )}
    >
      <Icon
        className={cn(
          "size-10",
          tone === "destructive" ? "text-destructive" : "text-muted-foreground",
        )}
        aria-hidden="true"
      />
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="text-muted-foreground max-w-md">{text}</p>}
      {action}
    </div>
  );
}

/** The error state: says what failed and offers a retry. role=alert so it is announced. */
export function ErrorState({
  title,
  text,
  onRetry,
  className,
}: {
  title: React.ReactNode;
  text?: React.ReactNode;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={className}>
      <StateMessage
        icon={AlertTriangle}
        tone="destructive"
        title={title}
        text={text}
        action={
          onRetry && (
            <Button variant="outline" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {t("common.retry")}
            </Button>
          )
        }
      />
    </div>
  );
}
