import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { resendSignUp } from "@/entities/session/auth-calls";
import { useCooldown } from "../../hooks/use-cooldown";
import { describeAuthError, type AuthErrorInfo } from "../../lib/auth-error";
import { AuthErrorAlert } from "../auth-error-alert";
import { RESEND_COOLDOWN_SECONDS } from "./mode";

export function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation();
  const [left, start] = useCooldown();
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    setError(null);
    try {
      const { error: resendError } = await resendSignUp(email);
      if (resendError) setError(describeAuthError(resendError));
      else {
        toast.success(t("auth.resent"));
        start(RESEND_COOLDOWN_SECONDS);
      }
    } catch (caught) {
      setError(describeAuthError(caught));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-col gap-4" data-testid="check-inbox">
      <p>{t("auth.checkInboxText", { email })}</p>
      <p className="text-muted-foreground text-sm">{t("auth.checkInboxHint")}</p>
      {error && <AuthErrorAlert info={error} onRetry={() => void resend()} />}
      <Button
        type="button"
        variant="outline"
        disabled={sending || left > 0}
        onClick={() => void resend()}
      >
        {left > 0 ? t("auth.resendIn", { seconds: left }) : t("auth.resend")}
      </Button>
    </div>
  );
}

/** /login: sign in, sign up, forgotten password and the second factor, one card. */
