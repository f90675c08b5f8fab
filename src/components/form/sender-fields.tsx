import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";

export type SenderField = "name" | "email" | "phone" | "company";

/**
 * Who is writing, as the contact form and the enquiry ask it: name and e-mail required, phone and
 * company optional, in two columns from the small breakpoint up.
 */
export function SenderFields<T extends FieldValues & Record<SenderField, unknown>>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  /** Each field's error, already translated. */
  errors: Partial<Record<SenderField, string>>;
}) {
  const { t } = useTranslation();
  const field = (name: SenderField) => register(name as Path<T>);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t("contact.name")}
        required
        error={errors.name}
        render={(p) => (
          <Input
            autoComplete="name"
            placeholder={t("contact.namePlaceholder")}
            {...p}
            {...field("name")}
          />
        )}
      />
      <FormField
        label={t("contact.email")}
        required
        error={errors.email}
        render={(p) => (
          <Input
            type="email"
            autoComplete="email"
            placeholder={t("contact.emailPlaceholder")}
            {...p}
            {...field("email")}
          />
        )}
      />
      <FormField
        label={t("contact.phone")}
        help={t("contact.optional")}
        error={errors.phone}
        render={(p) => (
          <Input
            type="tel"
            autoComplete="tel"
            placeholder={t("contact.phonePlaceholder")}
            {...p}
            {...field("phone")}
          />
        )}
      />
      <FormField
        label={t("contact.company")}
        help={t("contact.optional")}
        error={errors.company}
        render={(p) => (
          <Input
            autoComplete="organization"
            placeholder={t("contact.companyPlaceholder")}
            {...p}
            {...field("company")}
          />
        )}
      />
    </div>
  );
}
