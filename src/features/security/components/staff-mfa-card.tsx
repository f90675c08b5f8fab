import { UserCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { ErrorState } from "@/components/state-message";
import { useFactorsQuery } from "@/entities/session/auth-calls";
import { useStaffMfaMutation, useStaffMfaQuery } from "../api/staff-mfa-query";

/**
 * The Security switch "Staff must use two-step sign-in". It can be turned on only by an admin
 * who has a verified factor (the database checks it too); turning it off is always offered.
 */
export function StaffMfaCard() {
  const { t } = useTranslation();
  const query = useStaffMfaQuery();
  const factors = useFactorsQuery();
  const mutation = useStaffMfaMutation();
  const hasFactor = (factors.data ?? []).some((f) => f.status === "verified");
  const checked = mutation.isPending ? mutation.variables : query.data;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <UserCheck className="text-primary size-5" aria-hidden="true" />
          {t("admin.staffMfa.title")}
        </h2>
        <CardDescription>{t("admin.staffMfa.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending || factors.isPending ? (
          <Skeleton className="h-6 w-48" />
        ) : query.isError ? (
          <ErrorState title={t("admin.staffMfa.loadFailed")} onRetry={() => void query.refetch()} />
        ) : (
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-4">
              <label htmlFor="staff-mfa-switch" className="text-sm font-medium">
                {t("admin.staffMfa.enabled")}
              </label>
              <Switch
                id="staff-mfa-switch"
                checked={checked}
                disabled={mutation.isPending || (!query.data && !hasFactor)}
                aria-describedby={!query.data && !hasFactor ? "staff-mfa-hint" : undefined}
                onCheckedChange={(required) =>
                  mutation.mutate(required, {
                    onSuccess: (on) =>
                      toast.success(
                        on ? t("admin.staffMfa.savedOn") : t("admin.staffMfa.savedOff"),
                      ),
                    onError: () => toast.error(t("admin.staffMfa.saveFailed")),
                  })
                }
              />
            </div>
            {!query.data && !hasFactor && (
              <p id="staff-mfa-hint" className="text-muted-foreground text-xs">
                {t("admin.staffMfa.needOwnFactor")}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
