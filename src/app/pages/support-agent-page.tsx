import { Headset } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Inbox } from "@/features/inbox";
import { PageMeta } from "@/features/seo";

/**
 * /support/agent (support and admin staff): the support desk. The frame and heading live here;
 * the contact inbox goes in the section below.
 */
export function SupportAgentPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta route="/support/agent" title={t("admin.support.title")} noindex />
      <div className="mb-6 flex items-start gap-3">
        <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
          <Headset className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("admin.support.title")}
          </h1>
          <p className="text-muted-foreground mt-1 text-sm">{t("admin.support.subtitle")}</p>
        </div>
      </div>
      <section aria-label={t("admin.support.inbox")} data-testid="support-desk">
        <Inbox basePath="/support/agent" title={t("inbox.title")} framed={false} />
      </section>
    </div>
  );
}
