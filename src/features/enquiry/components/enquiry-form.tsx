import { useEffect, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, Loader2, Send } from "lucide-react";
import { useForm, type FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form/form-field";
import { SenderFields } from "@/components/form/sender-fields";
import { HoneypotField } from "@/components/form/honeypot-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import {
  BUILDING_KINDS,
  CONTACT_ERROR_VALUES,
  CONTACT_MESSAGE_LIMITS as CONTACT_LIMITS,
  ENQUIRY_LIMITS,
  EnquirySubmitError,
  enquiryProjectSchema,
  enquirySenderSchema,
  useSubmitEnquiryMutation,
  type EnquiryProjectValues,
  type EnquirySenderValues,
} from "@/entities/contact-message/public";
import { clearEnquiryList, type EnquiryLine } from "@/entities/enquiry-list";
import {
  clearEnquiryDraft,
  readEnquiryDraft,
  writeEnquiryDraft,
  type EnquiryFormInput,
} from "../lib/draft";
import { toSubmitLines } from "../lib/submit-lines";
import { PrintSummary } from "./print-summary";
import { ShareActions } from "./share-actions";

const session = typeof window === "undefined" ? undefined : window.sessionStorage;

const enquiryFormSchema = enquirySenderSchema.extend(enquiryProjectSchema.shape);
type EnquiryFormValues = EnquirySenderValues & EnquiryProjectValues;

const ERROR_VALUES: Record<string, Record<string, number>> = {
  ...CONTACT_ERROR_VALUES,
  "enquiry.errors.textLong": { max: ENQUIRY_LIMITS.placeMax },
  "enquiry.errors.startLong": { max: ENQUIRY_LIMITS.workStartMax },
};

type Status = { kind: "idle" } | { kind: "error"; text: string };

/**
 * The project and the sender (the contact form's fields and rules; a draft is kept for the tab),
 * and the send: one enquiry with every line. A failure keeps the list and the form as they are.
 */
export function EnquiryForm({
  lines,
  linesValid,
  onSent,
}: {
  lines: readonly EnquiryLine[];
  /** False while a line shows a value that cannot be sent. */
  linesValid: boolean;
  onSent: (reference: string) => void;
}) {
  const { t } = useTranslation();
  const [initial] = useState(() => readEnquiryDraft(session));
  const mutation = useSubmitEnquiryMutation();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const statusRef = useRef<HTMLDivElement>(null);
  const form = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver: zodResolver(enquiryFormSchema),
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, watch } = form;

  useEffect(() => {
    const subscription = watch((values) => writeEnquiryDraft(session, values));
    return () => subscription.unsubscribe();
  }, [watch]);

  const showStatus = (next: Status) => {
    setStatus(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!linesValid) {
      showStatus({ kind: "error", text: t("enquiry.linesInvalid") });
      return;
    }
    setStatus({ kind: "idle" });
    const { siteCity, siteState, siteCountry, destinationPort, workStart, buildingKind } = values;
    try {
      const reference = await mutation.mutateAsync({
        sender: values,
        project: { siteCity, siteState, siteCountry, destinationPort, workStart, buildingKind },
        lines: toSubmitLines(lines),
      });
      clearEnquiryList();
      clearEnquiryDraft(session);
      onSent(reference);
    } catch (error) {
      const line = error instanceof EnquirySubmitError ? error.line : null;
      const rateLimited = error instanceof EnquirySubmitError && error.kind === "rate-limited";
      showStatus({
        kind: "error",
        text: rateLimited
          ? t("contact.rateLimited")
          : line
            ? t("enquiry.lineError", { line })
            : t("enquiry.error"),
      });
    }
  });

  const values = watch();
  const errorText = (error: FieldError | undefined) =>
    error?.message ? t(error.message, ERROR_VALUES[error.message] ?? {}) : undefined;
  const e = formState.errors;

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-8 print:hidden"
        aria-label={t("enquiry.title")}
      >
        <section aria-labelledby="enquiry-project-title" className="space-y-4">
          <div>
            <h2 id="enquiry-project-title" className="text-xl font-semibold">
              {t("enquiry.project.title")}
            </h2>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={t("enquiry.project.siteCity")}
              error={errorText(e.siteCity)}
              render={(p) => (
                <Input autoComplete="address-level2" {...p} {...register("siteCity")} />
              )}
            />
            <FormField
              label={t("enquiry.project.siteState")}
              error={errorText(e.siteState)}
              render={(p) => (
                <Input autoComplete="address-level1" {...p} {...register("siteState")} />
              )}
            />
            <FormField
              label={t("enquiry.project.siteCountry")}
              error={errorText(e.siteCountry)}
              render={(p) => (
                <Input autoComplete="country-name" {...p} {...register("siteCountry")} />
              )}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={t("enquiry.project.destinationPort")}
              error={errorText(e.destinationPort)}
              render={(p) => <Input {...p} {...register("destinationPort")} />}
            />
            <FormField
              label={t("enquiry.project.workStart")}
              error={errorText(e.workStart)}
              render={(p) => (
                <Input
                  placeholder={t("enquiry.project.workStartPlaceholder")}
                  {...p}
                  {...register("workStart")}
                />
              )}
            />
            <FormField
              label={t("enquiry.project.buildingKind")}
              error={errorText(e.buildingKind)}
              render={(p) => (
                <NativeSelect {...p} {...register("buildingKind")}>
                  <option value="">{t("enquiry.project.buildingChoose")}</option>
                  {BUILDING_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`enquiry.project.buildings.${kind}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          </div>
        </section>

        <section aria-labelledby="enquiry-sender-title" className="space-y-4">
          <h2 id="enquiry-sender-title" className="text-xl font-semibold">
            {t("enquiry.sender.title")}
          </h2>
          <SenderFields
            register={register}
            errors={{
              name: errorText(e.name),
              email: errorText(e.email),
              phone: errorText(e.phone),
              company: errorText(e.company),
            }}
          />
          <FormField
            label={t("enquiry.sender.message")}
            help={t("enquiry.sender.messageHelp", {
              min: CONTACT_LIMITS.messageMin,
              max: CONTACT_LIMITS.messageMax,
            })}
            error={errorText(e.message)}
            render={(p) => (
              <Textarea rows={4} className="text-base sm:text-sm" {...p} {...register("message")} />
            )}
          />
          <HoneypotField label={t("contact.honeypot")} {...register("website")} />
        </section>

        <div ref={statusRef} tabIndex={-1} className="outline-none">
          {status.kind === "error" && (
            <Alert variant="destructive" data-testid="enquiry-error">
              <AlertCircle aria-hidden="true" />
              <AlertDescription className="text-destructive mt-0 font-medium">
                {status.text}
              </AlertDescription>
            </Alert>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            size="lg"
            disabled={formState.isSubmitting}
            data-testid="enquiry-send"
          >
            {formState.isSubmitting ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {formState.isSubmitting ? t("enquiry.sending") : t("enquiry.send")}
          </Button>
          <p className="text-muted-foreground text-sm">{t("contact.requiredNote")}</p>
        </div>

        <ShareActions lines={lines} values={values} />
      </form>
      <PrintSummary lines={lines} values={values} />
    </>
  );
}
