import { Calculator, Mail, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useWhatsAppNumberQuery } from "@/entities/whatsapp-settings";
import { productUrl, productWhatsAppLink } from "../lib/enquiry";
import { AddToEnquiry } from "./add-to-enquiry";
import { hasCoverageData } from "../lib/specifications";
import type { ProductDetail } from "@/entities/product";
import { markPageCta } from "@/lib/page-cta";
import { siteOrigin } from "@/lib/site-origin";

/**
 * Enquire on WhatsApp (the active number) or by the contact form, add the product to the enquiry
 * list, and the quantity calculator.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const whatsapp = useWhatsAppNumberQuery();
  const message = t("products.whatsAppMessage", {
    name: product.name,
    url: productUrl(siteOrigin(), product.slug),
    interpolation: { escapeValue: false },
  });
  const waLink = whatsapp.data ? productWhatsAppLink(whatsapp.data, message) : null;
  const slug = encodeURIComponent(product.slug);

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {waLink && (
        <Button asChild size="lg" className="px-6">
          <a
            ref={markPageCta}
            href={waLink}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-enquiry"
          >
            <MessageCircle aria-hidden="true" />
            {t("products.enquireWhatsApp")}
            <span className="sr-only">{t("products.opensInNewTab")}</span>
          </a>
        </Button>
      )}
      <Button asChild size="lg" variant={waLink ? "outline" : "default"} className="px-6">
        <Link to={`/contact?product=${slug}`}>
          <Mail aria-hidden="true" />
          {t("products.enquireForm")}
        </Link>
      </Button>
      <AddToEnquiry product={product} size="lg" className="px-6" />
      {hasCoverageData(product.coverage_data) && (
        <Button asChild size="lg" variant="outline" className="px-6">
          <Link to={`/services/waterproofing-calculator?product=${slug}`}>
            <Calculator aria-hidden="true" />
            {t("products.calculateQuantity")}
          </Link>
        </Button>
      )}
    </div>
  );
}
