import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPage } from "@/components/admin-page";
import { Button } from "@/components/ui/button";
import { AdminDashboard, PublishControl } from "@/features/admin-shell";
import { useAuth } from "@/features/auth";
import { PageMeta } from "@/features/seo";

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const name = (typeof profile?.username === "string" && profile.username) || user?.email || "";
  return (
    <AdminPage
      title={t("admin.nav.dashboard")}
      description={t("admin.welcome", { name })}
      actions={
        <Button asChild>
          <Link to="/admin/products/new">
            <Plus aria-hidden="true" />
            {t("admin.dashboard.newProduct")}
          </Link>
        </Button>
      }
    >
      <PageMeta route="/admin" title={t("admin.nav.dashboard")} noindex />
      {profile?.role === "admin" && (
        <div className="mb-6">
          <PublishControl />
        </div>
      )}
      <AdminDashboard />
    </AdminPage>
  );
}
