import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageCircle } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormScaffold } from "@/components/form/form-scaffold";
import { FormSection } from "@/components/form/form-section";
import { LabelledField } from "@/components/form/labelled-field";
import { ErrorState } from "@/components/state-message";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import {
  AnotherActiveError,
  StaleSettingsError,
  useAdminWhatsAppSettingsQuery,
  useSaveWhatsAppSettings,
} from "@/entities/whatsapp-settings/admin";
import {
  formToPreview,
  formToRow,
  rowToForm,
  whatsappSettingsSchema,
  type WhatsAppSettingsForm,
  type WhatsAppSettingsRow,
} from "../schemas/settings-schema";
import { DisplaySections, fieldAria } from "./whatsapp-display-sections";
import { WhatsAppPreview } from "./whatsapp-preview";

function SettingsForm({
  row,
  latest,
  onReload,
}: {
  row: WhatsAppSettingsRow | null;
  /** The settings on the server now (a refetch), to tell when someone else saved. */
  latest: WhatsAppSettingsRow | null;
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
  // Newer on the server than loaded, and not by this form's own save: someone else saved.
  const changedOnServer =
    Boolean(latest && loaded) &&
    latest?.updated_at !== loaded?.updated_at &&
    latest?.updated_at !== save.data?.updated_at;
  const values = useWatch({ control }) as WhatsAppSettingsForm;
  const preview = formToPreview({ ...rowToForm(null), ...values });

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

  const aria = (name: keyof WhatsAppSettingsForm, id: string) => fieldAria(errors, name, id);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <FormScaffold
        onSubmit={(e) => void onSubmit(e)}
        dirty={isDirty}
        saving={isSubmitting || save.isPending}
        error={formError}
        stale={stale || changedOnServer}
        onReload={onReload}
        onReset={() => {
          form.reset(rowToForm(loaded));
          setFormError(null);
        }}
        texts={{
          save: t("whatsapp.admin.save"),
          saving: t("whatsapp.admin.saving"),
          reset: t("whatsapp.admin.reset"),
          staleTitle: undefined,
          staleText: t("whatsapp.admin.stale"),
          staleReload: t("whatsapp.admin.reload"),
          leaveTitle: t("whatsapp.admin.unsaved.title"),
          leaveText: t("whatsapp.admin.unsaved.text"),
          leaveConfirm: t("whatsapp.admin.unsaved.leave"),
          leaveStay: t("whatsapp.admin.unsaved.stay"),
        }}
      >
        <FormSection title={t("whatsapp.admin.sections.status")}>
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
        </FormSection>
        <FormSection title={t("whatsapp.admin.sections.contact")}>
          <LabelledField
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
          </LabelledField>
          <LabelledField
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
          </LabelledField>
        </FormSection>
        <FormSection title={t("whatsapp.admin.sections.messages")}>
          <LabelledField
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
          </LabelledField>
          <LabelledField
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
          </LabelledField>
        </FormSection>
        <DisplaySections form={form} values={values} />
      </FormScaffold>
      <div className="lg:sticky lg:top-4">
        <WhatsAppPreview settings={preview} active={values.is_active} />
      </div>
    </div>
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
        latest={query.data}
        onReload={() => void query.refetch().then(() => setVersion((v) => v + 1))}
      />
    </>
  );
}
