import { productPath } from "@/entities/product";
import { whatsappLink } from "@/entities/whatsapp-settings";

/** The wa.me link for a product enquiry, or null when the number cannot be one. */
export function productWhatsAppLink(phoneNumber: string, message: string): string | null {
  const digits = phoneNumber.replace(/\D/g, "");
  if (digits.length < 6 || digits.length > 15) return null;
  return whatsappLink(digits, message);
}

/** The product page's absolute URL (the message carries it so the team knows what is meant). */
export function productUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/$/, "")}${productPath(slug)}`;
}
