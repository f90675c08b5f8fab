import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LogIn, MailCheck, ShieldCheck, UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import {
  needsSecondFactor,
  resendSignUp,
  sendPasswordReset,
  signInWithPassword,
  signUp,
} from "@/entities/session/auth-calls";
import { getMyAccess } from "@/entities/profile";
import { useAuth } from "@/entities/session";
import { useCooldown } from "../hooks/use-cooldown";
import { describeAuthError, type AuthErrorInfo } from "../lib/auth-error";
import { safeNextPath } from "../lib/safe-next-path";
import {
  emailOnlySchema,
  signInSchema,
  signUpSchema,
  type EmailOnlyValues,
  type SignInValues,
  type SignUpValues,
} from "../schemas/auth-schemas";
import { AuthCard, AuthIcon } from "./auth-card";
import { AuthErrorAlert } from "./auth-error-alert";
import { FormField, fieldAria } from "./form-field";
import { MfaChallengeForm } from "./mfa-challenge-form";
import { PasswordInput } from "./password-input";
import { PasswordRules } from "./password-rules";

type Mode = "signIn" | "signUp" | "forgot" | "checkInbox" | "resetSent" | "mfa";

const RESEND_COOLDOWN_SECONDS = 60;

function modeFrom(value: string | null): Mode {
  if (value === "signup") return "signUp";
  if (value === "forgot") return "forgot";
  return "signIn";
}

function fromState(state: unknown): unknown {
  if (!state || typeof state !== "object" || !("from" in state)) return null;
  const from = state.from as { pathname?: unknown; search?: unknown } | null;
  return typeof from?.pathname === "string"
    ? `${from.pathname}${typeof from.search === "string" ? from.search : ""}`
    : null;
}

function ModeLink({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-primary focus-visible:ring-ring rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2"
    >
      {children}
    </button>
  );
}

function SignInForm({
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

function SignUpForm({
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
function CheckInbox({ email }: { email: string }) {
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
export function LoginPanel() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isLoading, signOut } = useAuth();
  const next = safeNextPath(params.get("next")) ?? safeNextPath(fromState(location.state));
  const [mode, setMode] = useState<Mode>(() => modeFrom(params.get("mode")));
  const [email, setEmail] = useState("");
  const [completing, setCompleting] = useState(false);
  const [flow, setFlow] = useState(false);

  const finish = async () => {
    setCompleting(true);
    const target = next ?? ((await getMyAccess().catch(() => null))?.admin ? "/admin" : "/");
    void navigate(target, { replace: true });
  };

  const onSignedIn = async () => {
    setFlow(true);
    if (await needsSecondFactor().catch(() => false)) {
      setMode("mfa");
      return;
    }
    await finish();
  };

  if (isLoading || completing)
    return <Spinner label={t("common.loading")} className="min-h-[50vh]" />;

  if (user && !flow && mode !== "checkInbox") {
    return (
      <AuthCard
        title={t("auth.alreadySignedInTitle")}
        icon={
          <AuthIcon>
            <UserRound />
          </AuthIcon>
        }
        lead={t("auth.alreadySignedInText", { email: user.email ?? "" })}
      >
        <div className="flex flex-col gap-2">
          <Button onClick={() => void navigate(next ?? "/", { replace: true })}>
            {t("auth.continue")}
          </Button>
          <Button variant="outline" onClick={() => void signOut("local").catch(() => undefined)}>
            {t("auth.signOut")}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const back = <ModeLink onClick={() => setMode("signIn")}>{t("auth.backToSignIn")}</ModeLink>;

  switch (mode) {
    case "mfa":
      return (
        <AuthCard
          title={t("auth.mfa.title")}
          icon={
            <AuthIcon>
              <ShieldCheck />
            </AuthIcon>
          }
        >
          <MfaChallengeForm
            onVerified={() => void finish()}
            onCancel={() => {
              setFlow(false);
              setMode("signIn");
              void signOut("local").catch(() => undefined);
            }}
          />
        </AuthCard>
      );
    case "signUp":
      return (
        <AuthCard
          title={t("auth.signUpTitle")}
          lead={t("auth.signUpLead")}
          footer={
            <>
              {t("auth.haveAccount")}{" "}
              <ModeLink onClick={() => setMode("signIn")}>{t("auth.signIn")}</ModeLink>
            </>
          }
        >
          <SignUpForm
            email={email}
            onEmail={setEmail}
            onDone={async (signedIn) => {
              if (signedIn) await onSignedIn();
              else setMode("checkInbox");
            }}
          />
        </AuthCard>
      );
    case "checkInbox":
      return (
        <AuthCard
          title={t("auth.checkInboxTitle")}
          icon={
            <AuthIcon tone="success">
              <MailCheck />
            </AuthIcon>
          }
          footer={back}
        >
          <CheckInbox email={email} />
        </AuthCard>
      );
    case "forgot":
      return (
        <AuthCard title={t("auth.forgotTitle")} lead={t("auth.forgotLead")} footer={back}>
          <ForgotForm email={email} onEmail={setEmail} onSent={() => setMode("resetSent")} />
        </AuthCard>
      );
    case "resetSent":
      return (
        <AuthCard
          title={t("auth.resetSentTitle")}
          icon={
            <AuthIcon tone="success">
              <MailCheck />
            </AuthIcon>
          }
          footer={back}
        >
          <p data-testid="reset-sent">{t("auth.resetSent")}</p>
        </AuthCard>
      );
    default:
      return (
        <AuthCard
          title={t("auth.signInTitle")}
          lead={t("auth.signInLead")}
          footer={
            <>
              {t("auth.noAccount")}{" "}
              <ModeLink onClick={() => setMode("signUp")}>{t("auth.createAccount")}</ModeLink>
            </>
          }
        >
          <SignInForm
            email={email}
            onEmail={setEmail}
            onSignedIn={onSignedIn}
            onMode={setMode}
            onConfirmationResent={() => setMode("checkInbox")}
            onAttempt={setFlow}
          />
        </AuthCard>
      );
  }
}
