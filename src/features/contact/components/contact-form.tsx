import { useEffect, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, CheckCircle2, Loader2, Send } from "lucide-react";
import { useForm, type FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormField } from "@/components/form/form-field";
import { SenderFields } from "@/components/form/sender-fields";
import { HoneypotField } from "@/components/form/honeypot-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useProductNameQuery } from "@/entities/product";
import {
  CONTACT_ERROR_VALUES as ERROR_VALUES,
  CONTACT_MESSAGE_LIMITS as CONTACT_LIMITS,
  ContactSubmitError,
  EMPTY_CONTACT_MESSAGE as EMPTY_CONTACT,
  contactMessageSchema,
  useSubmitContactMutation,
  type ContactMessageInput,
  type ContactMessageValues,
} from "@/entities/contact-message/public";
import { clearDraft, initialContactValues, readDraft, writeDraft } from "../lib/draft";

const session = typeof window === "undefined" ? undefined : window.sessionStorage;

type Status = { kind: "idle" } | { kind: "sent" } | { kind: "error"; rateLimited: boolean };

/** The contact form: validated at each field, sent through submit_contact_message. */
export function ContactForm() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [initial] = useState(() => initialContactValues(readDraft(session), search));
  const productSlug = search.get("product");
  const productName = useProductNameQuery(productSlug);
  const mutation = useSubmitContactMutation();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const statusRef = useRef<HTMLDivElement>(null);

  const form = useForm<ContactMessageInput, unknown, ContactMessageValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, reset, watch, getValues, setValue } = form;

  // Keep a draft for the tab until it is sent.
  useEffect(() => {
    const subscription = watch((values) => writeDraft(session, { ...EMPTY_CONTACT, ...values }));
    return () => subscription.unsubscribe();
  }, [watch]);

  // ?product=<slug>: subject and message name the product, unless the visitor wrote their own.
  const name = productName.data;
  useEffect(() => {
    if (!name) return;
    if (!getValues("subject")) setValue("subject", t("contact.productSubject", { product: name }));
    if (!getValues("message")) setValue("message", t("contact.productMessage", { product: name }));
  }, [name, getValues, setValue, t]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ kind: "idle" });
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY_CONTACT);
      clearDraft(session);
      setStatus({ kind: "sent" });
    } catch (error) {
      setStatus({
        kind: "error",
        rateLimited: error instanceof ContactSubmitError && error.kind === "rate-limited",
      });
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  });

  const errorText = (error: FieldError | undefined) =>
    error?.message ? t(error.message, ERROR_VALUES[error.message] ?? {}) : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="contact-form-title">
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        {status.kind === "sent" && (
          <Alert variant="success" data-testid="contact-success">
            <CheckCircle2 aria-hidden="true" />
            <AlertDescription className="text-foreground mt-0 font-medium">
              {t("contact.success")}
            </AlertDescription>
          </Alert>
        )}
        {status.kind === "error" && (
          <Alert variant="destructive" data-testid="contact-error">
            <AlertCircle aria-hidden="true" />
            <AlertDescription className="text-destructive mt-0 font-medium">
              {status.rateLimited ? t("contact.rateLimited") : t("contact.error")}
            </AlertDescription>
          </Alert>
        )}
      </div>

      <SenderFields
        register={register}
        errors={{
          name: errorText(formState.errors.name),
          email: errorText(formState.errors.email),
          phone: errorText(formState.errors.phone),
          company: errorText(formState.errors.company),
        }}
      />
      <FormField
        label={t("contact.subject")}
        error={errorText(formState.errors.subject)}
        render={(p) => (
          <Input placeholder={t("contact.subjectPlaceholder")} {...p} {...register("subject")} />
        )}
      />
      <FormField
        label={t("contact.message")}
        required
        help={t("contact.messageHelp", {
          min: CONTACT_LIMITS.messageMin,
          max: CONTACT_LIMITS.messageMax,
        })}
        error={errorText(formState.errors.message)}
        render={(p) => (
          <Textarea
            rows={7}
            placeholder={t("contact.messagePlaceholder")}
            className="min-h-40 text-base sm:text-sm"
            {...p}
            {...register("message")}
          />
        )}
      />

      <HoneypotField label={t("contact.honeypot")} {...register("website")} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {formState.isSubmitting ? t("contact.sending") : t("contact.send")}
        </Button>
        <p className="text-muted-foreground text-sm">{t("contact.requiredNote")}</p>
      </div>
    </form>
  );
}
