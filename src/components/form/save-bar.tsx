import type * as React from "react";
import { Loader2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { FormScaffoldTexts } from "./texts";

/**
 * The form's sticky footer: "unsaved changes" while dirty, the save error where the admin
 * clicked, Cancel (a link back) or Discard (back to the loaded values), and Save.
 * In right-to-left languages it keeps clear of the floating WhatsApp button (bottom-left).
 */
export function SaveBar({
  texts,
  dirty,
  saving,
  error,
  cancelTo,
  onReset,
}: {
  texts: FormScaffoldTexts;
  dirty: boolean;
  saving: boolean;
  error: string | null;
  cancelTo?: string;
  onReset?: () => void;
}): React.ReactElement {
  return (
    <div className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-md sm:border rtl:pe-24">
      <div className="me-auto grid gap-1 text-sm">
        {dirty && <span className="text-muted-foreground">{texts.unsaved}</span>}
        {error && (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        )}
      </div>
      {cancelTo && (
        <Button asChild variant="outline">
          <Link to={cancelTo}>{texts.cancel}</Link>
        </Button>
      )}
      {onReset && (
        <Button variant="outline" disabled={!dirty || saving} onClick={onReset}>
          {texts.reset}
        </Button>
      )}
      <Button type="submit" disabled={saving}>
        {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
        {saving ? texts.saving : texts.save}
      </Button>
    </div>
  );
}
