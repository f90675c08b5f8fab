/** The wa.me link for a product enquiry: the number's digits and a message naming the product. */
export function productWhatsAppLink(phoneNumber: string, message: string): string | null {
  const digits = phoneNumber.replace(/\D/g, "");
  if (digits.length < 6 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** The product page's absolute URL (the message carries it so the team knows what is meant). */
export function productUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/$/, "")}/products/${encodeURIComponent(slug)}`;
}
