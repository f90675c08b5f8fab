import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { useAuth } from "@/features/auth";
import { PageMeta } from "@/features/seo";
import { UsersManager } from "@/features/users";

export function AdminUsersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <AdminPage title={t("admin.nav.users")} description={t("admin.users.description")}>
      <PageMeta route="/admin" title={t("admin.nav.users")} noindex />
      <UsersManager currentUserId={user?.id ?? null} />
    </AdminPage>
  );
}
