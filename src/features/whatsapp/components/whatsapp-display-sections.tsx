import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSection } from "@/components/form/form-section";
import { LabelledField } from "@/components/form/labelled-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { POSITIONS, type WhatsAppSettingsForm } from "../schemas/settings-schema";
import { AutoRepliesEditor } from "./auto-replies-editor";

/** A control's invalid state and the id of its help or error text (LabelledField's). */
export function fieldAria(
  errors: FieldErrors<WhatsAppSettingsForm>,
  name: keyof WhatsAppSettingsForm,
  id: string,
) {
  return {
    id,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `${id}-desc`,
  };
}

/** The settings form's lower half: where the button sits, when it shows as online, auto-replies. */
export function DisplaySections({
  form,
  values,
}: {
  form: UseFormReturn<WhatsAppSettingsForm>;
  values: WhatsAppSettingsForm;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const aria = (name: keyof WhatsAppSettingsForm, id: string) => fieldAria(errors, name, id);
  return (
    <>
      <FormSection title={t("whatsapp.admin.sections.position")}>
        <fieldset>
          <legend className="sr-only">{t("whatsapp.admin.sections.position")}</legend>
          <div className="grid grid-cols-2 gap-2">
            {POSITIONS.map((p) => (
              <label
                key={p}
                className={cn(
                  "hover:bg-accent has-[:focus-visible]:ring-ring flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2",
                  values.position === p && "border-primary bg-primary/5",
                )}
              >
                <input
                  type="radio"
                  value={p}
                  className="accent-primary size-4"
                  {...register("position")}
                />
                {t(`whatsapp.admin.positions.${p}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </FormSection>
      <FormSection title={t("whatsapp.admin.sections.availability")}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <Label htmlFor="wa-show-availability">
              {t("whatsapp.admin.fields.showAvailability")}
            </Label>
            <p className="text-muted-foreground text-sm">
              {t("whatsapp.admin.fields.showAvailabilityHelp")}
            </p>
          </div>
          <Switch
            id="wa-show-availability"
            checked={values.show_availability}
            onCheckedChange={(v) => form.setValue("show_availability", v, { shouldDirty: true })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField
            id="wa-start"
            label={t("whatsapp.admin.fields.start")}
            help={t("whatsapp.admin.fields.hoursHelp")}
            error={errors.availability_start}
          >
            <Input
              type="time"
              step={60}
              {...aria("availability_start", "wa-start")}
              {...register("availability_start", {
                onChange: () => void form.trigger("availability_end"),
              })}
            />
          </LabelledField>
          <LabelledField
            id="wa-end"
            label={t("whatsapp.admin.fields.end")}
            help={t("whatsapp.admin.fields.hoursHelp")}
            error={errors.availability_end}
          >
            <Input
              type="time"
              step={60}
              {...aria("availability_end", "wa-end")}
              {...register("availability_end", {
                onChange: () => void form.trigger("availability_end"),
              })}
            />
          </LabelledField>
        </div>
      </FormSection>
      <FormSection title={t("whatsapp.admin.sections.autoReplies")}>
        <AutoRepliesEditor control={control} register={register} errors={errors.auto_replies} />
        {errors.auto_replies?.root?.message || errors.auto_replies?.message ? (
          <p className="text-destructive text-sm">
            {t(errors.auto_replies.root?.message ?? errors.auto_replies.message ?? "")}
          </p>
        ) : null}
      </FormSection>
    </>
  );
}
