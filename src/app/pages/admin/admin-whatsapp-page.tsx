import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { WhatsAppSettingsEditor } from "@/features/whatsapp/admin";

export function AdminWhatsappPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("whatsapp.admin.title")} description={t("whatsapp.admin.description")}>
      <WhatsAppSettingsEditor />
    </AdminPage>
  );
}
