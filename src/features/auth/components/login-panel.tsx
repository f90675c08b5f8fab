import { useState } from "react";
import { MailCheck, ShieldCheck, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { needsSecondFactor } from "@/entities/session/auth-calls";
import { getMyAccess } from "@/entities/profile";
import { useAuth } from "@/entities/session";
import { safeNextPath } from "../lib/safe-next-path";
import { AuthCard, AuthIcon } from "./auth-card";
import { MfaChallengeForm } from "./mfa-challenge-form";
import { CheckInbox } from "./login/check-inbox";
import { ForgotForm } from "./login/forgot-form";
import { modeFrom, type LoginMode as Mode } from "./login/mode";
import { ModeLink } from "./login/mode-link";
import { SignInForm } from "./login/sign-in-form";
import { SignUpForm } from "./login/sign-up-form";

function fromState(state: unknown): unknown {
  if (!state || typeof state !== "object" || !("from" in state)) return null;
  const from = state.from as { pathname?: unknown; search?: unknown } | null;
  return typeof from?.pathname === "string"
    ? `${from.pathname}${typeof from.search === "string" ? from.search : ""}`
    : null;
}

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
