import type { ReactNode } from "react";
import { AlertCircle, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { AuthErrorInfo } from "../lib/auth-error";

/** An auth call's failure: its translated message, the server's reasons, a retry when useful. */
export function AuthErrorAlert({
  info,
  onRetry,
  action,
}: {
  info: AuthErrorInfo;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive" data-testid="auth-error" data-kind={info.kind}>
      <AlertCircle aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <AlertTitle className="leading-snug">{t(info.messageKey)}</AlertTitle>
        {info.reasonKeys.length > 0 && (
          <AlertDescription>
            <ul className="list-disc ps-4">
              {info.reasonKeys.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </AlertDescription>
        )}
        {info.retryable && onRetry && (
          <div>
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {t("auth.retry")}
            </Button>
          </div>
        )}
        {action}
      </div>
    </Alert>
  );
}
