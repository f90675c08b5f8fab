/** What a reply needs from a message. */
export interface ReplySource {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  created_at: string;
}

/** "Re: <subject>", without stacking "Re: Re:". */
export function replySubject(subject: string | null, fallback: string): string {
  const base = subject?.trim() || fallback;
  return /^re:/i.test(base) ? base : `Re: ${base}`;
}

/** The original message quoted the e-mail way ("> " before each line). */
export function quoteMessage(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}

/** A mailto: link answering the sender, the original quoted under an attribution line. */
export function mailtoReply(
  source: ReplySource,
  fallbackSubject: string,
  attribution: string,
): string {
  const body = `\n\n${attribution}\n${quoteMessage(source.message)}`;
  const query = `subject=${encodeURIComponent(replySubject(source.subject, fallbackSubject))}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(source.email).replace(/%40/g, "@")}?${query}`;
}

/** A wa.me link to the sender's phone (digits only), or null when there is no usable number. */
export function whatsappReply(phone: string | null, text?: string): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length < 6 || digits.length > 15) return null;
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}
