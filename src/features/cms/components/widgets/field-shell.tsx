import * as React from "react";
import type { FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** "a.b.0.c" inside react-hook-form's nested errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (Array.isArray(node)) {
    // A list's item errors (phones.0, features.3): the first one stands for the field.
    const item = node.find(
      (x: unknown) => typeof (x as { message?: unknown })?.message === "string",
    );
    if (item) return (item as { message: string }).message;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  if (typeof message === "string") return message;
  const root = (node as { root?: { message?: unknown } } | undefined)?.root?.message;
  return typeof root === "string" ? root : undefined;
}

/**
 * Translates a schema message: "cms.errors.tooLong:120" -> t("cms.errors.tooLong", { max: 120 }),
 * "cms.errors.range:1-365" -> t("cms.errors.range", { min: 1, max: 365 }).
 */
export function useErrorText() {
  const { t } = useTranslation();
  return React.useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const [key, limits = ""] = message.split(":");
      if (!key?.startsWith("cms.")) return message;
      // "key:max" or "key:min-max"
      const [a, b] = limits.split("-");
      return b === undefined
        ? t(key, { max: Number(a || 0) })
        : t(key, { min: Number(a), max: Number(b) });
    },
    [t],
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  const text = useErrorText()(message);
  if (!text) return null;
  return (
    <p id={id} className="text-destructive text-sm">
      {text}
    </p>
  );
}

/** A labelled field: help text under it, replaced by the error in the destructive colour. */
export function FieldShell({
  id,
  label,
  help,
  error,
  children,
  className,
  labelAsLegend,
}: {
  id: string;
  label: React.ReactNode;
  help?: React.ReactNode;
  error?: string;
  children: React.ReactNode;
  className?: string;
  labelAsLegend?: boolean;
}) {
  const errorText = useErrorText()(error);
  const note = (
    <p
      id={`${id}-note`}
      className={cn("text-sm", errorText ? "text-destructive" : "text-muted-foreground")}
    >
      {errorText ?? help}
    </p>
  );
  if (labelAsLegend) {
    return (
      <fieldset className={cn("grid gap-2", className)} aria-describedby={`${id}-note`}>
        <legend className="mb-2 text-sm font-medium">{label}</legend>
        {children}
        {(errorText || help) && note}
      </fieldset>
    );
  }
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {(errorText || help) && note}
    </div>
  );
}
