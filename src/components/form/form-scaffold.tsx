import * as React from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useUnsavedChangesGuard } from "@/lib/use-unsaved-changes-guard";
import { cn } from "@/lib/utils";
import { SaveBar } from "./save-bar";
import { StaleRecordAlert } from "./stale-record-alert";
import { contentFormTexts, type FormScaffoldTexts } from "./texts";

export interface FormScaffoldProps {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The form has unsaved changes: the save bar says so and leaving asks first. */
  dirty: boolean;
  saving: boolean;
  /** A save error (or "fix the fields"), shown beside Save. */
  error: string | null;
  /** The record changed on the server since the form loaded it (a refused save or a refetch). */
  stale: boolean;
  /** Load the latest version (the form then starts again from it). */
  onReload: () => void;
  /** Set just before a deliberate navigation (after create or delete): no leave prompt then. */
  skipGuard?: React.RefObject<boolean>;
  /** Cancel: a link back to the list. */
  cancelTo?: string;
  /** Discard: back to the loaded values. */
  onReset?: () => void;
  /** Each form's own texts; the content forms' by default. */
  texts?: Partial<FormScaffoldTexts>;
  /** Above the alerts (e.g. the content language switcher). */
  header?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

/**
 * One form's frame, shared by the content forms, the translation editor and the WhatsApp
 * settings: the stale-record alert, the fields, the sticky save bar, and the unsaved-changes
 * guard (a dialog when leaving within the app, the browser's prompt when closing the tab).
 */
export function FormScaffold({
  onSubmit,
  dirty,
  saving,
  error,
  stale,
  onReload,
  skipGuard,
  cancelTo,
  onReset,
  texts,
  header,
  className,
  children,
}: FormScaffoldProps) {
  const { t } = useTranslation();
  const text = { ...contentFormTexts(t), ...texts };
  const ownSkip = React.useRef(false);
  const skip = skipGuard ?? ownSkip;
  const { pathname } = useLocation();
  // A deliberate navigation skips the prompt once.
  React.useEffect(() => {
    skip.current = false;
  }, [pathname, skip]);
  const blocker = useUnsavedChangesGuard(dirty, skip);

  return (
    <form onSubmit={onSubmit} noValidate className={cn("grid min-w-0 gap-6", className)}>
      {header}
      {stale && (
        <StaleRecordAlert
          title={text.staleTitle}
          text={text.staleText}
          reloadLabel={text.staleReload}
          onReload={onReload}
        />
      )}
      {children}
      <SaveBar
        texts={text}
        dirty={dirty}
        saving={saving}
        error={error}
        cancelTo={cancelTo}
        onReset={onReset}
      />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title={text.leaveTitle}
        description={text.leaveText}
        confirmLabel={text.leaveConfirm}
        cancelLabel={text.leaveStay}
        destructive
        onConfirm={() => blocker.proceed?.()}
      />
    </form>
  );
}
