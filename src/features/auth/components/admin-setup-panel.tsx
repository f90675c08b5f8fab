import { CheckCircle2, Crown, RotateCw, ShieldAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useAdminExistsQuery, useClaimAdminMutation } from "@/entities/profile";
import { useAuth } from "@/entities/session";
import { AuthCard, AuthIcon } from "./auth-card";
import { FormField } from "./form-field";

const NEXT = encodeURIComponent("/admin-setup");

/**
 * /admin-setup: a confirmed user with the one-time setup code (printed by the server while no
 * admin exists) claims the admin role; afterwards it says the site is set up.
 */
export function AdminSetupPanel() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const exists = useAdminExistsQuery();
  const claim = useClaimAdminMutation();

  if (isLoading || exists.isPending) {
    return <Spinner label={t("auth.setup.checking")} className="min-h-[50vh]" />;
  }
  if (exists.isError) {
    return (
      <AuthCard
        title={t("auth.adminSetupTitle")}
        icon={
          <AuthIcon tone="destructive">
            <ShieldAlert />
          </AuthIcon>
        }
      >
        <Alert variant="destructive">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle className="leading-snug">{t("auth.setup.loadFailed")}</AlertTitle>
        </Alert>
        <Button variant="outline" className="mt-4 w-full" onClick={() => void exists.refetch()}>
          <RotateCw aria-hidden="true" />
          {t("auth.retry")}
        </Button>
      </AuthCard>
    );
  }

  if (claim.data === "claimed") {
    return (
      <AuthCard
        title={t("auth.setup.claimed")}
        icon={
          <AuthIcon tone="success">
            <CheckCircle2 />
          </AuthIcon>
        }
      >
        <Button asChild className="w-full" data-testid="setup-claimed">
          <Link to="/admin">{t("auth.setup.openAdmin")}</Link>
        </Button>
      </AuthCard>
    );
  }

  if (exists.data || claim.data === "admin_exists") {
    return (
      <AuthCard
        title={t("auth.setup.doneTitle")}
        lead={claim.data === "admin_exists" ? t("auth.setup.lostRace") : t("auth.adminSetupDone")}
        icon={
          <AuthIcon tone="success">
            <CheckCircle2 />
          </AuthIcon>
        }
      >
        <div className="flex flex-col gap-2" data-testid="setup-done">
          {user ? (
            <Button asChild>
              <Link to="/admin">{t("auth.setup.openAdmin")}</Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/login?next=%2Fadmin">{t("auth.setup.signIn")}</Link>
            </Button>
          )}
        </div>
      </AuthCard>
    );
  }

  const icon = (
    <AuthIcon>
      <Crown />
    </AuthIcon>
  );
  if (!user) {
    return (
      <AuthCard title={t("auth.adminSetupTitle")} lead={t("auth.adminSetupText")} icon={icon}>
        <p className="mb-4 text-sm" data-testid="setup-sign-in-first">
          {t("auth.adminSetupSignInFirst")}
        </p>
        <div className="flex flex-col gap-2">
          <Button asChild>
            <Link to={`/login?next=${NEXT}`}>{t("auth.setup.signIn")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/login?mode=signup&next=${NEXT}`}>{t("auth.setup.signUp")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const confirmed = Boolean(user.email_confirmed_at ?? user.confirmed_at);
  return (
    <AuthCard title={t("auth.adminSetupTitle")} lead={t("auth.adminSetupText")} icon={icon}>
      <p className="text-muted-foreground mb-4 text-sm">
        {t("auth.setup.signedInAs", { email: user.email ?? "" })}
      </p>
      {!confirmed ? (
        <Alert variant="destructive">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle className="leading-snug">{t("auth.setup.notConfirmed")}</AlertTitle>
        </Alert>
      ) : (
        <ClaimForm claim={claim} />
      )}
    </AuthCard>
  );
}

function ClaimForm({ claim }: { claim: ReturnType<typeof useClaimAdminMutation> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const refusal =
    claim.data === "wrong_code"
      ? t("auth.setup.wrongCode")
      : claim.data === "too_many_attempts"
        ? t("auth.setup.tooManyAttempts")
        : claim.isError
          ? t("auth.setup.failed")
          : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void claim.mutateAsync(code).then(
      (result) => {
        if (result !== "claimed") return;
        toast.success(t("auth.setup.claimed"));
        void navigate("/admin", { replace: true });
      },
      () => undefined,
    );
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      {refusal && (
        <Alert variant="destructive" data-testid="setup-error">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle className="leading-snug">{refusal}</AlertTitle>
        </Alert>
      )}
      <FormField id="setup-code" label={t("auth.setup.codeLabel")} help={t("auth.setup.codeHelp")}>
        <Input
          id="setup-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          required
          aria-describedby="setup-code-help"
        />
      </FormField>
      <Button type="submit" disabled={claim.isPending || code.trim() === ""}>
        <Crown aria-hidden="true" />
        {t("auth.adminSetupClaim")}
      </Button>
    </form>
  );
}
