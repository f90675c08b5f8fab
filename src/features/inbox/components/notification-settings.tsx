import { lazy, Suspense, useState } from "react";
import { BellRing } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";

const NotificationSettingsContent = lazy(() => import("./notification-settings-content"));

/** Admins choose who is e-mailed at once when a message or an enquiry arrives. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <BellRing aria-hidden="true" />
        {t("inbox.notifications.button")}
      </Button>
      <DialogContent closeLabel={t("common.close")}>
        <Suspense
          fallback={
            <>
              <DialogTitle>{t("inbox.notifications.title")}</DialogTitle>
              <p className="text-muted-foreground text-sm">{t("inbox.notifications.loading")}</p>
            </>
          }
        >
          <NotificationSettingsContent onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
