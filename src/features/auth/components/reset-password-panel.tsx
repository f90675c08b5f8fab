import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, KeyRound, LinkIcon, MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { needsSecondFactor, updatePassword } from "@/entities/session/auth-calls";
import { getMyAccess } from "@/entities/profile";
import { logSecurityEvent } from "@/entities/security-event";
import { useAuth } from "@/entities/session";
import { describeAuthError, type AuthErrorInfo } from "../lib/auth-error";
import { authErrorFromUrl } from "../lib/url-auth-error";
import { newPasswordSchema, type NewPasswordValues } from "../schemas/auth-schemas";
import { AuthCard, AuthIcon } from "./auth-card";
import { AuthErrorAlert } from "./auth-error-alert";
import { FormField, fieldAria } from "./form-field";
import { ForgotForm } from "./login/forgot-form";
import { MfaChallengeForm } from "./mfa-challenge-form";
import { PasswordInput } from "./password-input";
import { PasswordRules } from "./password-rules";

type View = "form" | "success" | "expired";
type FactorStep = "checking" | "code" | "done";

/**
 * With a verified second factor the recovery link alone (aal1) cannot change the password: the
 * code comes first, then the new password.
 */
function useFactorStep(userId: string | null) {
  const [state, setState] = useState<{ userId: string | null; step: FactorStep } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    void needsSecondFactor()
      .catch(() => false)
      .then((needed) => {
        if (active) setState({ userId, step: needed ? "code" : "done" });
      });
    return () => {
      active = false;
    };
  }, [userId]);
  const step: FactorStep = state?.userId === userId ? state.step : "checking";
  return [step, () => setState({ userId, step: "done" })] as const;
}

function NewPasswordForm({
  email,
  onDone,
  onExpired,
}: {
  email: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const password = form.watch("password");
  const submit = form.handleSubmit(async ({ password: value }) => {
    setError(null);
    try {
      const { error: updateError } = await updatePassword(value);
      if (updateError) {
        const info = describeAuthError(updateError);
        if (info.kind === "sessionMissing" || info.kind === "invalidToken") onExpired();
        else setError(info);
        return;
      }
      await logSecurityEvent("password_changed", { timestamp: new Date().toISOString() });
      onDone();
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
      data-testid="new-password-form"
    >
      {error && <AuthErrorAlert info={error} onRetry={() => void submit()} />}
      {/* For password managers: the account this new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        id="reset-password"
        label={t("auth.newPassword")}
        error={errors.password?.message}
        help={
          <>
            <p className="mb-1">{t("auth.passwordRulesTitle")}</p>
            <PasswordRules value={password} />
          </>
        }
      >
        <PasswordInput
          {...fieldAria("reset-password", errors.password?.message, true)}
          {...form.register("password")}
          autoComplete="new-password"
        />
      </FormField>
      {errors.password && <PasswordRules value={password} />}
      <FormField id="reset-confirm" label={t("auth.reset.confirm")} error={errors.confirm?.message}>
        <PasswordInput
          {...fieldAria("reset-confirm", errors.confirm?.message)}
          {...form.register("confirm")}
          autoComplete="new-password"
        />
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        <KeyRound aria-hidden="true" />
        {form.formState.isSubmitting ? t("auth.reset.updating") : t("auth.updatePassword")}
      </Button>
    </form>
  );
}

function RequestNewLink() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <div className="flex items-start gap-3" data-testid="reset-sent">
        <MailCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{t("auth.resetSent")}</p>
      </div>
    );
  }
  return <ForgotForm email="" onEmail={() => undefined} onSent={() => setSent(true)} />;
}

function Success() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void getMyAccess()
      .catch(() => null)
      .then((access) => {
        if (active) setTarget(access?.admin ? "/admin" : "/");
      });
    return () => {
      active = false;
    };
  }, []);
  return (
    <AuthCard
      title={t("auth.reset.successTitle")}
      lead={t("auth.reset.successText")}
      icon={
        <AuthIcon tone="success">
          <CheckCircle2 />
        </AuthIcon>
      }
    >
      <Button asChild className="w-full" data-testid="reset-continue">
        <Link to={target ?? "/"} replace>
          {target === "/admin" ? t("auth.reset.goToAdmin") : t("auth.reset.goHome")}
        </Link>
      </Button>
    </AuthCard>
  );
}

/** /reset-password: the reset mail's link lands here (PASSWORD_RECOVERY) to set a new password. */
export function ResetPasswordPanel() {
  const { t } = useTranslation();
  const { user, isLoading, signOut } = useAuth();
  const navigate = useNavigate();
  const [factorStep, passFactor] = useFactorStep(user?.id ?? null);
  const [urlError] = useState(() => authErrorFromUrl(window.location.hash, window.location.search));
  const [view, setView] = useState<View>(urlError ? "expired" : "form");

  if (view === "success") return <Success />;
  if (isLoading) return <Spinner label={t("common.loading")} className="min-h-[50vh]" />;
  if (view === "expired" || !user) {
    const expired = view === "expired";
    return (
      <AuthCard
        title={expired ? t("auth.reset.expiredTitle") : t("auth.reset.noLinkTitle")}
        lead={expired ? t("auth.reset.expiredText") : t("auth.reset.noLinkText")}
        icon={
          <AuthIcon tone={expired ? "destructive" : "primary"}>
            <LinkIcon />
          </AuthIcon>
        }
        footer={
          <Link to="/login" className="text-primary font-medium hover:underline">
            {t("auth.backToSignIn")}
          </Link>
        }
      >
        <div data-testid={expired ? "reset-expired" : "reset-no-link"}>
          <h2 className="mb-3 text-lg font-semibold">{t("auth.reset.requestNew")}</h2>
          <RequestNewLink />
        </div>
      </AuthCard>
    );
  }
  if (factorStep === "checking") {
    return <Spinner label={t("common.loading")} className="min-h-[50vh]" />;
  }
  if (factorStep === "code") {
    return (
      <AuthCard title={t("auth.mfa.title")} lead={t("auth.reset.codeFirst")}>
        <MfaChallengeForm
          onVerified={passFactor}
          onCancel={() => {
            void signOut("local")
              .catch(() => undefined)
              .then(() => navigate("/login", { replace: true }));
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.resetTitle")} lead={t("auth.reset.lead")}>
      <p className="text-muted-foreground -mt-2 mb-4 text-sm" dir="ltr">
        {user.email}
      </p>
      <NewPasswordForm
        email={user.email ?? ""}
        onDone={() => setView("success")}
        onExpired={() => setView("expired")}
      />
    </AuthCard>
  );
}
