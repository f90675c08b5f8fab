import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { RecordTranslations, useEditedLanguage } from "@/features/cms";
import { useAdminWhatsAppSettingsQuery } from "@/entities/whatsapp-settings/admin";
import { WhatsAppSettingsEditor } from "@/features/whatsapp/admin";

export function AdminWhatsappPage() {
  const { t } = useTranslation();
  // The widget's texts in other languages: the switcher above the form, the translation
  // editor in its place when a language other than English is chosen.
  const [language] = useEditedLanguage();
  const settings = useAdminWhatsAppSettingsQuery();
  const row = settings.data;
  return (
    <AdminPage title={t("whatsapp.admin.title")} description={t("whatsapp.admin.description")}>
      {row && (
        <RecordTranslations
          key={row.id}
          target={{ table: "whatsapp_settings", key: "whatsapp", backPath: "/admin/whatsapp" }}
          row={row as unknown as Parameters<typeof RecordTranslations>[0]["row"]}
        />
      )}
      {(language === "en" || !row) && <WhatsAppSettingsEditor />}
    </AdminPage>
  );
}
