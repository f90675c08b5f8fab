import { Calculator, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { CALCULATOR_PATH } from "@/entities/service";
import { contactPath } from "@/lib/contact-path";
import { WhatsAppIcon } from "@/components/whatsapp-icon";
import { useWhatsAppHref } from "../hooks/use-whatsapp-href";

/**
 * The closing call-to-action band of a public page: enquiry (with an optional subject for the
 * contact form), WhatsApp (only when a number is set up) and the waterproofing calculator.
 */
export function CtaBand({
  title,
  text,
  subject,
  whatsappMessage,
  showCalculator = true,
}: {
  title?: string;
  text?: string;
  subject?: string;
  whatsappMessage?: string;
  showCalculator?: boolean;
}) {
  const { t } = useTranslation();
  const whatsappHref = useWhatsAppHref(whatsappMessage);
  return (
    <section aria-labelledby="cta-band-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl lg:flex-1">
          <h2 id="cta-band-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {title ?? t("home.ctaTitle")}
          </h2>
          <p className="text-primary-foreground/90 mt-2 text-base">{text ?? t("home.ctaText")}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:shrink-0 lg:flex-nowrap">
          <Button asChild size="lg" variant="secondary" className="px-5">
            <Link to={contactPath(subject)}>
              <Mail aria-hidden="true" />
              {t("home.ctaEnquiry")}
            </Link>
          </Button>
          {whatsappHref && (
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/60 text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground bg-transparent px-5"
            >
              <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon />
                {t("home.ctaWhatsApp")}
                <span className="sr-only">{t("home.opensInNewTab")}</span>
              </a>
            </Button>
          )}
          {showCalculator && (
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/60 text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground bg-transparent px-5"
            >
              <Link to={CALCULATOR_PATH}>
                <Calculator aria-hidden="true" />
                {t("home.ctaCalculator")}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
