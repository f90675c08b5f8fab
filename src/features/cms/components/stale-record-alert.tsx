import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Someone saved the record since this form loaded it: say so and offer the latest version. */
export function StaleRecordAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <AlertTitle>{t("cms.stale.title")}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{t("cms.stale.text")}</p>
        <Button type="button" variant="outline" className="justify-self-start" onClick={onReload}>
          <RotateCw aria-hidden="true" />
          {t("cms.stale.reload")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
