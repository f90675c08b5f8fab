import { useTranslation } from "react-i18next";
import type { WhatsAppSettings } from "@/entities/whatsapp-settings";
import { WhatsAppChat } from "./whatsapp-chat";

/** The real widget with unsaved values, drawn inside a frame that stands for a page. */
export function WhatsAppPreview({
  settings,
  active,
}: {
  settings: WhatsAppSettings;
  active: boolean;
}) {
  const { t } = useTranslation();
  const usable = /\d/.test(settings.phoneNumber);
  return (
    <section aria-labelledby="whatsapp-preview-title" className="bg-card rounded-lg border">
      <div className="p-4">
        <h2 id="whatsapp-preview-title" className="text-lg font-semibold">
          {t("whatsapp.admin.preview.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("whatsapp.admin.preview.description")}</p>
        {!active && (
          <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">
            {t("whatsapp.admin.preview.inactive")}
          </p>
        )}
      </div>
      <div
        role="group"
        aria-label={t("whatsapp.admin.preview.frame")}
        data-testid="whatsapp-preview"
        className="bg-muted/60 relative mx-4 mb-4 h-[38rem] overflow-hidden rounded-md border"
      >
        {/* A sketch of a page behind the widget. */}
        <div className="space-y-3 p-6 opacity-60" aria-hidden="true">
          <div className="bg-border h-4 w-1/3 rounded" />
          <div className="bg-border h-3 w-3/4 rounded" />
          <div className="bg-border h-3 w-2/3 rounded" />
          <div className="bg-border h-24 w-full rounded" />
        </div>
        {usable ? (
          <WhatsAppChat key={settings.position} settings={settings} preview defaultOpen />
        ) : (
          <p className="text-muted-foreground absolute inset-x-4 top-1/2 -translate-y-1/2 text-center text-sm">
            {t("whatsapp.admin.preview.needsPhone")}
          </p>
        )}
      </div>
    </section>
  );
}
