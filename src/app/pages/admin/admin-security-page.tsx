import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { MfaCard } from "@/features/auth/mfa";
import { ProtectionCard, SecurityLog, StaffMfaCard } from "@/features/security";
import { PageMeta } from "@/features/seo";

export function AdminSecurityPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.nav.security")} description={t("admin.security.description")}>
      <PageMeta route="/admin" title={t("admin.nav.security")} noindex />
      <div className="flex flex-col gap-8">
        <div className="grid gap-6 lg:grid-cols-2">
          <ProtectionCard />
          <MfaCard />
          <StaffMfaCard />
        </div>
        <SecurityLog />
      </div>
    </AdminPage>
  );
}
