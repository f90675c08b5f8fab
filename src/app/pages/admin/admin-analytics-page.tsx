import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin-page";
import { AnalyticsDashboard } from "@/features/analytics-dashboard";

export function AdminAnalyticsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("analytics.title")} description={t("analytics.description")}>
      <AnalyticsDashboard />
    </AdminPage>
  );
}
