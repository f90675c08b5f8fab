import { ArrowLeft, FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPage } from "@/components/admin-page";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/features/seo";

/** An unknown path under /admin, inside the back office's frame. */
export function AdminNotFoundPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.notFound.title")}>
      <PageMeta route="/admin" title={t("admin.notFound.title")} noindex />
      <StateMessage
        icon={FileQuestion}
        title={t("admin.notFound.heading")}
        text={t("admin.notFound.text")}
        action={
          <Button asChild>
            <Link to="/admin">
              <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
              {t("admin.notFound.back")}
            </Link>
          </Button>
        }
      />
    </AdminPage>
  );
}
