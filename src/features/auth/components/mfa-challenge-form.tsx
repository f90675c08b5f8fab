import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { getVerifiedTotpFactorId, verifyTotpCode } from "@/entities/session/auth-calls";
import { describeAuthError, type AuthErrorInfo } from "../lib/auth-error";
import { totpCodeSchema, type TotpCodeValues } from "../schemas/auth-schemas";
import { AuthErrorAlert } from "./auth-error-alert";
import { FormField, fieldAria } from "./form-field";

/** The second step of signing in: a code from the authenticator app raises the session to aal2. */
export function MfaChallengeForm({
  onVerified,
  onCancel,
}: {
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const form = useForm<TotpCodeValues>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: "" },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const factorId = await getVerifiedTotpFactorId();
      if (!factorId) {
        onVerified();
        return;
      }
      const { error: verifyError } = await verifyTotpCode(factorId, code);
      if (verifyError) {
        setError(describeAuthError(verifyError));
        form.setValue("code", "");
        form.setFocus("code");
        return;
      }
      onVerified();
    } catch (caught) {
      setError(describeAuthError(caught));
    }
  });
  const codeError = form.formState.errors.code?.message;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      data-testid="mfa-form"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="text-muted-foreground text-sm">{t("auth.mfa.prompt")}</p>
      </div>
      {error && <AuthErrorAlert info={error} onRetry={() => void submit()} />}
      <FormField id="mfa-code" label={t("auth.mfa.code")} error={codeError}>
        <Input
          {...fieldAria("mfa-code", codeError)}
          {...form.register("code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          className="font-mono text-lg tracking-[0.4em]"
          dir="ltr"
        />
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("auth.mfa.verifying") : t("auth.mfa.verify")}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t("auth.mfa.cancel")}
      </Button>
    </form>
  );
}
