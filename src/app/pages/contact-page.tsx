import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { ContactDetails, ContactForm } from "@/features/contact";
import { PageMeta } from "@/features/seo";
import { contactDetailsQueryOptions } from "@/entities/site-settings";
import type { PageData } from "../route-data";

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/contact" />
      <PageHeader
        title={t("contact.title")}
        lead={t("contact.subtitle")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("contact.title") }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="bg-card rounded-lg border p-4 sm:p-6">
          <h2 id="contact-form-title" className="mb-6 text-2xl font-semibold">
            {t("contact.formTitle")}
          </h2>
          <ContactForm />
        </section>
        <aside aria-label={t("contact.infoTitle")}>
          <ContactDetails />
        </aside>
      </div>
    </>
  );
}

// The form's ?product= name is only asked for with that parameter, never in the prerender.
export const prefetch: PageData["prefetch"] = ({ lang }) => [contactDetailsQueryOptions(lang)];
