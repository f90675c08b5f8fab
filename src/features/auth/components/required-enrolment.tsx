import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { MfaCard } from "./mfa-card";
import { useAuth } from "@/entities/session";

/**
 * The Security switch requires two-step sign-in of staff and this account has none: it enrols one
 * here before any back-office page opens (the database treats it as non-staff until then).
 */
export function RequiredEnrolment({ onEnrolled }: { onEnrolled: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="bg-background fixed inset-0 z-40 overflow-y-auto">
      <main className="mx-auto flex min-h-full max-w-2xl flex-col justify-center gap-4 px-4 py-12">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("auth.mfa.enrolTitle")}</h1>
          <p className="text-muted-foreground mt-2 text-sm">{t("auth.mfa.enrolText")}</p>
        </div>
        <MfaCard onEnrolled={onEnrolled} />
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            void signOut("local")
              .catch(() => undefined)
              .then(() => navigate("/login", { replace: true }));
          }}
        >
          {t("auth.mfa.cancel")}
        </Button>
      </main>
    </div>
  );
}
