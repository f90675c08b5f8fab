import { useTranslation } from "react-i18next";
import { LoginPanel } from "@/features/auth/panels";
import { PageMeta } from "@/features/seo";

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/login" title={t("auth.signInTitle")} noindex />
      <LoginPanel />
    </>
  );
}
