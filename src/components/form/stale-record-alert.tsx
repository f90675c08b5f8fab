import { RotateCw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Someone saved the record since this form loaded it: say so and offer the latest version. */
export function StaleRecordAlert({
  title,
  text,
  reloadLabel,
  onReload,
}: {
  title?: string;
  text: string;
  reloadLabel: string;
  onReload: () => void;
}) {
  return (
    <Alert variant="destructive">
      {title && <AlertTitle>{title}</AlertTitle>}
      <AlertDescription className="grid gap-3">
        <p>{text}</p>
        <Button type="button" variant="outline" className="justify-self-start" onClick={onReload}>
          <RotateCw aria-hidden="true" />
          {reloadLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
