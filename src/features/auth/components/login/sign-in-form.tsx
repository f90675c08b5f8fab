import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { resendSignUp, signInWithPassword } from "@/entities/session/auth-calls";
import { describeAuthError, type AuthErrorInfo } from "../../lib/auth-error";
import { signInSchema, type SignInValues } from "../../schemas/auth-schemas";
import { AuthErrorAlert } from "../auth-error-alert";
import { FormField, fieldAria } from "../form-field";
import { PasswordInput } from "../password-input";
import { ModeLink } from "./mode-link";
import type { LoginMode as Mode } from "./mode";

export function SignInForm({
  email,
  onEmail,
  onSignedIn,
  onMode,
  onConfirmationResent,
  onAttempt,
}: {
  email: string;
  onEmail: (email: string) => void;
  onAttempt: (active: boolean) => void;
  onSignedIn: () => Promise<void>;
  onMode: (mode: Mode) => void;
  onConfirmationResent: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    onEmail(values.email);
    onAttempt(true);
    try {
      const { error: signInError } = await signInWithPassword(values.email, values.password);
      if (signInError) {
        onAttempt(false);
        setError(describeAuthError(signInError));
        return;
      }
      await onSignedIn();
    } catch (caught) {
      onAttempt(false);
      setError(describeAuthError(caught));
    }
  });
  const resend = async () => {
    const { error: resendError } = await resendSignUp(form.getValues("email"));
    if (resendError) setError(describeAuthError(resendError));
    else onConfirmationResent();
  };
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      data-testid="sign-in-form"
    >
      {error && (
        <AuthErrorAlert
          info={error}
          onRetry={() => void submit()}
          action={
            error.kind === "emailNotConfirmed" && (
              <div>
                <Button type="button" variant="outline" size="sm" onClick={() => void resend()}>
                  {t("auth.resendConfirmation")}
                </Button>
              </div>
            )
          }
        />
      )}
      <FormField id="signin-email" label={t("auth.email")} error={errors.email?.message}>
        <Input
          {...fieldAria("signin-email", errors.email?.message)}
          {...form.register("email")}
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
        />
      </FormField>
      <FormField
        id="signin-password"
        label={t("auth.password")}
        error={errors.password?.message}
        labelEnd={
          <span className="text-sm">
            <ModeLink onClick={() => onMode("forgot")}>{t("auth.forgotPassword")}</ModeLink>
          </span>
        }
      >
        <PasswordInput
          {...fieldAria("signin-password", errors.password?.message)}
          {...form.register("password")}
          autoComplete="current-password"
        />
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        <LogIn className="rtl:rotate-180" aria-hidden="true" />
        {form.formState.isSubmitting ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
    </form>
  );
}
