import { useTranslation } from "react-i18next";
import { AdminSetupPanel } from "@/features/auth/panels";
import { PageMeta } from "@/features/seo";

export function AdminSetupPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/admin-setup" title={t("auth.adminSetupTitle")} noindex />
      <AdminSetupPanel />
    </>
  );
}
