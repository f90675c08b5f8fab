import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { toast } from "sonner";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useAuth } from "../auth-context";
import { useRoleCheck } from "../hooks/use-role-check";

interface RoleGuardProps {
  check: (userId: string) => Promise<boolean>;
  children: ReactNode;
}

/** Spinner while checking; signed out -> /login; no role -> / with 'Access Denied'; else content. */
export function RoleGuard({ check, children }: RoleGuardProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const status = useRoleCheck(user?.id ?? null, check);
  const toasted = useRef(false);

  useEffect(() => {
    if (status !== "denied" || toasted.current) return;
    toasted.current = true;
    toast.error(t("auth.accessDenied"), { description: t("auth.accessDeniedText") });
  }, [status, t]);

  if (isLoading) return <FullScreenSpinner label={t("auth.checkingAccess")} />;
  if (!user) return <Navigate to="/login" replace />;
  if (status === "unknown") return <FullScreenSpinner label={t("auth.checkingAccess")} />;
  if (status === "denied") return <Navigate to="/" replace />;
  return <>{children}</>;
}
