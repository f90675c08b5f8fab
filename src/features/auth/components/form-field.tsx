import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";

/** A labelled field with its help text, replaced by the error (an i18n key) when there is one. */
export function FormField({
  id,
  label,
  error,
  help,
  children,
  labelEnd,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  children: ReactNode;
  labelEnd?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelEnd}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {t(error)}
        </p>
      ) : (
        help && (
          <div id={`${id}-help`} className="text-muted-foreground text-sm">
            {help}
          </div>
        )
      )}
    </div>
  );
}

/** aria props tying an input to FormField's error or help text. */
export function fieldAria(id: string, error: string | undefined, hasHelp = false) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHelp ? `${id}-help` : undefined,
  } as const;
}
