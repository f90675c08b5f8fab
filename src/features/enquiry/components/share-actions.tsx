import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "@/components/whatsapp-icon";
import { Button } from "@/components/ui/button";
import type { EnquiryLine } from "@/entities/enquiry-list";
import { useWhatsAppNumberQuery, whatsappLink } from "@/entities/whatsapp-settings";
import type { EnquiryFormInput } from "../lib/draft";
import { enquiryWhatsAppText } from "../lib/whatsapp-text";

/** The list on WhatsApp (one message to the company's number) or printed (one page, or a PDF). */
export function ShareActions({
  lines,
  values,
}: {
  lines: readonly EnquiryLine[];
  values: EnquiryFormInput;
}) {
  const { t, i18n } = useTranslation();
  const number = useWhatsAppNumberQuery();
  const digits = number.data?.replace(/\D/g, "") ?? "";
  const canWhatsApp = digits.length >= 6 && digits.length <= 15;
  const text = () =>
    enquiryWhatsAppText({ lines, project: values, sender: values, t, language: i18n.language });
  return (
    <section aria-labelledby="enquiry-share-title" className="space-y-3 border-t pt-6">
      <h2 id="enquiry-share-title" className="text-base font-semibold">
        {t("enquiry.share.title")}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canWhatsApp && (
          <Button asChild variant="outline">
            <a
              href={whatsappLink(digits, text())}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="enquiry-whatsapp"
            >
              <WhatsAppIcon aria-hidden="true" />
              {t("enquiry.share.whatsapp")}
              <span className="sr-only">{t("products.opensInNewTab")}</span>
            </a>
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t("enquiry.share.print")}
        </Button>
      </div>
    </section>
  );
}
