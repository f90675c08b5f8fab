import type * as React from "react";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";

/**
 * A labelled field whose help text (`<id>-desc`) is replaced by the error in the destructive
 * colour; the error's message is an i18n key.
 */
export function LabelledField({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: FieldError;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error?.message ? (
        <p id={`${id}-desc`} className="text-destructive text-sm">
          {t(error.message)}
        </p>
      ) : (
        help && (
          <p id={`${id}-desc`} className="text-muted-foreground text-sm">
            {help}
          </p>
        )
      )}
    </div>
  );
}
