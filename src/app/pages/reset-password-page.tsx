import { useTranslation } from "react-i18next";
import { ResetPasswordPanel } from "@/features/auth/panels";
import { PageMeta } from "@/features/seo";

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/reset-password" title={t("auth.resetTitle")} noindex />
      <ResetPasswordPanel />
    </>
  );
}
