import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { TRASH_DAYS } from "@/entities/trash";
import { PageMeta } from "@/features/seo";
import { TrashList } from "@/features/trash";

export function AdminTrashPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t("admin.nav.trash")}
      description={t("admin.trash.description", { days: TRASH_DAYS })}
    >
      <PageMeta route="/admin" title={t("admin.nav.trash")} noindex />
      <TrashList />
    </AdminPage>
  );
}
