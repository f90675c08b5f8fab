import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorAt, FieldError } from "./field-shell";
import { MediaInput } from "./media-input";
import type { WidgetProps } from "./types";

/** An image (with its alt text and natural size when the declaration keeps them) or a PDF. */
export function MediaWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const kind = p.field.widget === "pdf" ? "pdf" : "image";
  const { altField, widthField, heightField } = p.field;
  const errors = p.form.formState.errors;
  return (
    <div className="grid gap-3">
      <Controller
        control={p.form.control}
        name={p.field.name}
        render={({ field }) => (
          <MediaInput
            id={p.id}
            kind={kind}
            folder={p.def.table}
            label={t(p.field.label ?? `cms.fields.${p.field.name}`)}
            describedBy={p.describedBy}
            invalid={p.invalid}
            value={String(field.value ?? "")}
            onChange={(url) => {
              field.onChange(url);
              if (!url) {
                if (widthField) p.form.setValue(widthField, null, { shouldDirty: true });
                if (heightField) p.form.setValue(heightField, null, { shouldDirty: true });
              }
            }}
            onUploaded={({ width, height }) => {
              if (widthField) p.form.setValue(widthField, width ?? null, { shouldDirty: true });
              if (heightField) p.form.setValue(heightField, height ?? null, { shouldDirty: true });
            }}
          />
        )}
      />
      {altField && (
        <div className="grid gap-1">
          <Label htmlFor={`${p.id}-alt`}>{t("cms.media.alt")}</Label>
          <Input
            id={`${p.id}-alt`}
            aria-invalid={!!errorAt(errors, altField) || undefined}
            aria-describedby={`${p.id}-alt-help`}
            {...p.form.register(altField)}
          />
          {errorAt(errors, altField) ? (
            <FieldError id={`${p.id}-alt-help`} message={errorAt(errors, altField)} />
          ) : (
            <p id={`${p.id}-alt-help`} className="text-muted-foreground text-sm">
              {t("cms.media.altHelp")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
