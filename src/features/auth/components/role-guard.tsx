import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { secondFactorStatus, type SecondFactorStatus } from "@/entities/session/auth-calls";
import { useAuth } from "@/entities/session";
import { useRoleCheck } from "../hooks/use-role-check";
import { loginPathFor } from "../lib/safe-next-path";

// The code form (react-hook-form, zod) loads only when a second factor is due, so the guard that
// the public routes import keeps the entry chunk small.
const MfaChallengeForm = lazy(async () => ({
  default: (await import("./mfa-challenge-form")).MfaChallengeForm,
}));
const RequiredEnrolment = lazy(async () => ({
  default: (await import("./required-enrolment")).RequiredEnrolment,
}));

interface RoleGuardProps {
  check: (userId: string) => Promise<boolean>;
  /** What the session still needs (a code, an enrolment); errors count as nothing. */
  secondFactor?: () => Promise<SecondFactorStatus>;
  children: ReactNode;
}

type FactorStatus = "unknown" | SecondFactorStatus;

function useSecondFactor(
  granted: boolean,
  userId: string | null,
  check: () => Promise<SecondFactorStatus>,
) {
  const [state, setState] = useState<{ key: string; status: FactorStatus } | null>(null);
  const [round, setRound] = useState(0);
  const key = `${userId ?? "-"}:${round}`;
  useEffect(() => {
    if (!granted) return;
    let active = true;
    check()
      .catch((): SecondFactorStatus => "passed")
      .then((status) => {
        if (active) setState({ key, status });
      });
    return () => {
      active = false;
    };
  }, [granted, key, check]);
  const recheck = useCallback(() => setRound((r) => r + 1), []);
  return [state?.key === key ? state.status : "unknown", recheck] as const;
}

/** When the account has a verified factor, the code is asked for here before the page opens. */
function SecondFactorGate({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="bg-background fixed inset-0 z-40 overflow-y-auto">
      <main className="mx-auto flex min-h-full max-w-md flex-col justify-center px-4 py-12">
        <div className="border-border bg-card rounded-lg border p-6 shadow-sm">
          <h1 className="text-2xl font-bold tracking-tight">{t("auth.mfa.title")}</h1>
          <p className="text-muted-foreground mt-2 mb-6 text-sm">{t("auth.mfa.guardText")}</p>
          <Suspense fallback={<FullScreenSpinner label={t("common.loading")} />}>
            <MfaChallengeForm
              onVerified={onVerified}
              onCancel={() => {
                void signOut("local")
                  .catch(() => undefined)
                  .then(() => navigate("/login", { replace: true }));
              }}
            />
          </Suspense>
        </div>
      </main>
    </div>
  );
}

/**
 * Spinner while checking; signed out -> /login (with ?next=); no role -> / with 'Access Denied';
 * a second factor still due -> the code prompt; staff who must enrol one (Security switch) -> the
 * enrolment; else the content.
 */
export function RoleGuard({ check, secondFactor = secondFactorStatus, children }: RoleGuardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, isLoading } = useAuth();
  const status = useRoleCheck(user?.id ?? null, check);
  const [factor, recheckFactor] = useSecondFactor(
    status === "granted",
    user?.id ?? null,
    secondFactor,
  );
  const toasted = useRef(false);

  useEffect(() => {
    if (status !== "denied" || toasted.current) return;
    toasted.current = true;
    toast.error(t("auth.accessDenied"), { description: t("auth.accessDeniedText") });
  }, [status, t]);

  if (isLoading) return <FullScreenSpinner label={t("auth.checkingAccess")} />;
  if (!user) return <Navigate to={loginPathFor(location)} replace state={{ from: location }} />;
  if (status === "unknown") return <FullScreenSpinner label={t("auth.checkingAccess")} />;
  if (status === "denied") return <Navigate to="/" replace />;
  if (factor === "unknown") return <FullScreenSpinner label={t("auth.checkingAccess")} />;
  if (factor === "needed") return <SecondFactorGate onVerified={recheckFactor} />;
  if (factor === "enrol") {
    return (
      <Suspense fallback={<FullScreenSpinner label={t("common.loading")} />}>
        <RequiredEnrolment onEnrolled={recheckFactor} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
