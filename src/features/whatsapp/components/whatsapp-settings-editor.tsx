import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageCircle } from "lucide-react";
import { useForm, useWatch, type FieldError as RhfFieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ErrorState } from "@/components/state-message";
import { useUnsavedChangesGuard } from "@/lib/use-unsaved-changes-guard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import {
  AnotherActiveError,
  StaleSettingsError,
  useAdminWhatsAppSettingsQuery,
  useSaveWhatsAppSettings,
} from "@/entities/whatsapp-settings";
import {
  formToPreview,
  formToRow,
  POSITIONS,
  rowToForm,
  whatsappSettingsSchema,
  type WhatsAppSettingsForm,
  type WhatsAppSettingsRow,
} from "../schemas/settings-schema";
import { AutoRepliesEditor } from "./auto-replies-editor";
import { WhatsAppPreview } from "./whatsapp-preview";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-card rounded-lg border p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <div className="space-y-5">{children}</div>
    </section>
  );
}

/** A labelled field whose help text is replaced by the error in the destructive colour. */
function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: RhfFieldError;
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

function SettingsForm({
  row,
  onReload,
}: {
  row: WhatsAppSettingsRow | null;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveWhatsAppSettings();
  const [stale, setStale] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(row);
  const form = useForm<WhatsAppSettingsForm>({
    defaultValues: rowToForm(row),
    resolver: zodResolver(whatsappSettingsSchema),
    mode: "onTouched",
  });
  const {
    register,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const values = useWatch({ control }) as WhatsAppSettingsForm;
  const preview = formToPreview({ ...rowToForm(null), ...values });

  const blocker = useUnsavedChangesGuard(isDirty);

  const onSubmit = form.handleSubmit(
    async (v) => {
      setFormError(null);
      setStale(false);
      try {
        const saved = await save.mutateAsync({
          id: loaded?.id ?? null,
          loadedUpdatedAt: loaded?.updated_at ?? null,
          values: formToRow(v),
        });
        setLoaded(saved);
        form.reset(rowToForm(saved));
        toast.success(t("whatsapp.admin.saved"));
      } catch (err) {
        if (err instanceof StaleSettingsError) setStale(true);
        else if (err instanceof AnotherActiveError) setFormError(t("whatsapp.admin.anotherActive"));
        else setFormError(t("whatsapp.admin.saveFailed"));
      }
    },
    () => setFormError(t("whatsapp.admin.fixErrors")),
  );

  const aria = (name: keyof WhatsAppSettingsForm, id: string) => ({
    id,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `${id}-desc`,
  });

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="min-w-0 space-y-6">
          {stale && (
            <Alert variant="destructive">
              <AlertDescription className="flex flex-wrap items-center gap-3">
                <span>{t("whatsapp.admin.stale")}</span>
                <Button size="sm" variant="outline" onClick={onReload}>
                  {t("whatsapp.admin.reload")}
                </Button>
              </AlertDescription>
            </Alert>
          )}
          <Section title={t("whatsapp.admin.sections.status")}>
            <div className="flex items-start justify-between gap-4">
              <div>
                <Label htmlFor="wa-active">{t("whatsapp.admin.fields.isActive")}</Label>
                <p className="text-muted-foreground text-sm">
                  {t("whatsapp.admin.fields.isActiveHelp")}
                </p>
              </div>
              <Switch
                id="wa-active"
                checked={values.is_active}
                onCheckedChange={(v) =>
                  form.setValue("is_active", v, { shouldDirty: true, shouldValidate: true })
                }
              />
            </div>
          </Section>
          <Section title={t("whatsapp.admin.sections.contact")}>
            <Field
              id="wa-phone"
              label={t("whatsapp.admin.fields.phone")}
              help={t("whatsapp.admin.fields.phoneHelp")}
              error={errors.phone_number}
            >
              <Input
                type="tel"
                dir="ltr"
                autoComplete="off"
                className="text-start rtl:text-end"
                {...aria("phone_number", "wa-phone")}
                {...register("phone_number")}
              />
            </Field>
            <Field
              id="wa-name"
              label={t("whatsapp.admin.fields.businessName")}
              help={t("whatsapp.admin.fields.businessNameHelp")}
              error={errors.business_name}
            >
              <Input
                dir="auto"
                {...aria("business_name", "wa-name")}
                {...register("business_name")}
              />
            </Field>
          </Section>
          <Section title={t("whatsapp.admin.sections.messages")}>
            <Field
              id="wa-welcome"
              label={t("whatsapp.admin.fields.welcome")}
              help={t("whatsapp.admin.fields.welcomeHelp")}
              error={errors.welcome_message}
            >
              <Textarea
                rows={3}
                dir="auto"
                {...aria("welcome_message", "wa-welcome")}
                {...register("welcome_message")}
              />
            </Field>
            <Field
              id="wa-custom"
              label={t("whatsapp.admin.fields.custom")}
              help={t("whatsapp.admin.fields.customHelp")}
              error={errors.custom_message}
            >
              <Textarea
                rows={3}
                dir="auto"
                {...aria("custom_message", "wa-custom")}
                {...register("custom_message")}
              />
            </Field>
          </Section>
          <Section title={t("whatsapp.admin.sections.position")}>
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
          </Section>
          <Section title={t("whatsapp.admin.sections.availability")}>
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
                onCheckedChange={(v) =>
                  form.setValue("show_availability", v, { shouldDirty: true })
                }
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
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
              </Field>
              <Field
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
              </Field>
            </div>
          </Section>
          <Section title={t("whatsapp.admin.sections.autoReplies")}>
            <AutoRepliesEditor control={control} register={register} errors={errors.auto_replies} />
            {errors.auto_replies?.root?.message || errors.auto_replies?.message ? (
              <p className="text-destructive text-sm">
                {t(errors.auto_replies.root?.message ?? errors.auto_replies.message ?? "")}
              </p>
            ) : null}
          </Section>
          <div className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t px-1 py-3 backdrop-blur">
            <Button type="submit" disabled={isSubmitting || save.isPending}>
              {isSubmitting || save.isPending
                ? t("whatsapp.admin.saving")
                : t("whatsapp.admin.save")}
            </Button>
            <Button
              variant="outline"
              disabled={!isDirty || isSubmitting}
              onClick={() => {
                form.reset(rowToForm(loaded));
                setFormError(null);
              }}
            >
              {t("whatsapp.admin.reset")}
            </Button>
            {formError && (
              <p role="alert" className="text-destructive text-sm">
                {formError}
              </p>
            )}
          </div>
        </form>
        <div className="lg:sticky lg:top-4">
          <WhatsAppPreview settings={preview} active={values.is_active} />
        </div>
      </div>
      <Dialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
      >
        <DialogContent closeLabel={t("common.close")}>
          <DialogHeader>
            <DialogTitle>{t("whatsapp.admin.unsaved.title")}</DialogTitle>
            <DialogDescription>{t("whatsapp.admin.unsaved.text")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => blocker.reset?.()}>
              {t("whatsapp.admin.unsaved.stay")}
            </Button>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              {t("whatsapp.admin.unsaved.leave")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The admin's WhatsApp settings: the form beside a live preview of the real widget. */
export function WhatsAppSettingsEditor() {
  const { t } = useTranslation();
  const query = useAdminWhatsAppSettingsQuery();
  const [version, setVersion] = useState(0);

  if (query.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
        <Skeleton className="h-[42rem] w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState title={t("whatsapp.admin.loadError")} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      {!query.data && (
        <Alert className="mb-6">
          <MessageCircle className="size-4" aria-hidden="true" />
          <AlertDescription>{t("whatsapp.admin.noRecord")}</AlertDescription>
        </Alert>
      )}
      <SettingsForm
        key={`${query.data?.id ?? "new"}-${version}`}
        row={query.data}
        onReload={() => void query.refetch().then(() => setVersion((v) => v + 1))}
      />
    </>
  );
}
