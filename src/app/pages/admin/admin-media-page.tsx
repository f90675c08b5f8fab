import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { MediaLibrary } from "@/features/media-library";
import { PageMeta } from "@/features/seo";

export function AdminMediaPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.nav.media")} description={t("admin.media.description")}>
      <PageMeta route="/admin" title={t("admin.nav.media")} noindex />
      <MediaLibrary />
    </AdminPage>
  );
}
