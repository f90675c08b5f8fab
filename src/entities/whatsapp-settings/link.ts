/** The message sent: typed text, else the custom message, else the welcome message. */
export function chooseMessage(
  typed: string,
  customMessage: string | null,
  welcomeMessage: string,
): string {
  if (typed.trim()) return typed.trim();
  if (customMessage?.trim()) return customMessage.trim();
  return welcomeMessage;
}

export function whatsappLink(phoneNumber: string, message: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
