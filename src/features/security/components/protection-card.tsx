import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { ErrorState } from "@/components/state-message";
import { useProtectionMutation, useProtectionQuery } from "../api/protection-query";

/** The page-protection switch (site_settings.protection_enabled). */
export function ProtectionCard() {
  const { t } = useTranslation();
  const query = useProtectionQuery();
  const mutation = useProtectionMutation();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="text-primary size-5" aria-hidden="true" />
          {t("admin.protection.title")}
        </h2>
        <CardDescription>{t("admin.protection.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-6 w-48" />
        ) : query.isError ? (
          <ErrorState
            title={t("admin.security.protectionFailed")}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="flex items-center justify-between gap-4">
            <label htmlFor="protection-switch" className="text-sm font-medium">
              {t("admin.protection.enabled")}
              <span className="text-muted-foreground block text-xs font-normal">
                {query.data ? t("admin.security.protectionOn") : t("admin.security.protectionOff")}
              </span>
            </label>
            <Switch
              id="protection-switch"
              checked={mutation.isPending ? mutation.variables : query.data}
              disabled={mutation.isPending}
              onCheckedChange={(checked) =>
                mutation.mutate(checked, {
                  onSuccess: (enabled) =>
                    toast.success(
                      enabled
                        ? t("admin.security.protectionSavedOn")
                        : t("admin.security.protectionSavedOff"),
                    ),
                  onError: () => toast.error(t("admin.security.protectionSaveFailed")),
                })
              }
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
