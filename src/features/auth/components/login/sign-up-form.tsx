import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { signUp } from "@/entities/session/auth-calls";
import { describeAuthError, type AuthErrorInfo } from "../../lib/auth-error";
import { signUpSchema, type SignUpValues } from "../../schemas/auth-schemas";
import { AuthErrorAlert } from "../auth-error-alert";
import { FormField, fieldAria } from "../form-field";
import { PasswordInput } from "../password-input";
import { PasswordRules } from "../password-rules";

export function SignUpForm({
  email,
  onEmail,
  onDone,
}: {
  email: string;
  onEmail: (email: string) => void;
  onDone: (signedIn: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email, password: "" },
  });
  const password = form.watch("password");
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    onEmail(values.email);
    try {
      const { data, error: signUpError } = await signUp(values.email, values.password);
      if (signUpError) {
        setError(describeAuthError(signUpError));
        return;
      }
      await onDone(data.session !== null);
    } catch (caught) {
      setError(describeAuthError(caught));
    }
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      data-testid="sign-up-form"
    >
      {error && <AuthErrorAlert info={error} onRetry={() => void submit()} />}
      <FormField id="signup-email" label={t("auth.email")} error={errors.email?.message}>
        <Input
          {...fieldAria("signup-email", errors.email?.message)}
          {...form.register("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
        />
      </FormField>
      <FormField
        id="signup-password"
        label={t("auth.password")}
        error={errors.password?.message}
        help={
          <>
            <p className="mb-1">{t("auth.passwordRulesTitle")}</p>
            <PasswordRules value={password} />
          </>
        }
      >
        <PasswordInput
          {...fieldAria("signup-password", errors.password?.message, true)}
          {...form.register("password")}
          autoComplete="new-password"
        />
      </FormField>
      {errors.password && <PasswordRules value={password} />}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        <UserRound aria-hidden="true" />
        {form.formState.isSubmitting ? t("auth.signingUp") : t("auth.signUp")}
      </Button>
    </form>
  );
}
