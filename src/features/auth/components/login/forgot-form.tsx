import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { sendPasswordReset } from "@/entities/session/auth-calls";
import { describeAuthError, type AuthErrorInfo } from "../../lib/auth-error";
import { emailOnlySchema, type EmailOnlyValues } from "../../schemas/auth-schemas";
import { AuthErrorAlert } from "../auth-error-alert";
import { FormField, fieldAria } from "../form-field";

export function ForgotForm({
  email,
  onEmail,
  onSent,
}: {
  email: string;
  onEmail: (email: string) => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const form = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    onEmail(values.email);
    try {
      const { error: resetError } = await sendPasswordReset(values.email);
      // The same answer whether or not the address has an account; only a network failure,
      // which says nothing about the address, is shown (with a retry).
      const info = resetError ? describeAuthError(resetError) : null;
      if (info?.kind === "network") {
        setError(info);
        return;
      }
      onSent();
    } catch (caught) {
      setError(describeAuthError(caught));
    }
  });
  const emailError = form.formState.errors.email?.message;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      data-testid="forgot-form"
    >
      {error && <AuthErrorAlert info={error} onRetry={() => void submit()} />}
      <FormField id="forgot-email" label={t("auth.email")} error={emailError}>
        <Input
          {...fieldAria("forgot-email", emailError)}
          {...form.register("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
        />
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        <KeyRound aria-hidden="true" />
        {form.formState.isSubmitting ? t("auth.sendingResetLink") : t("auth.sendResetLink")}
      </Button>
    </form>
  );
}

/** "Check your inbox" after sign-up, with a resend button that waits between mails. */
