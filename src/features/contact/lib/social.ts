/** Brand names are not translated: each platform's own spelling, else the key capitalised. */
const NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  twitter: "X (Twitter)",
  x: "X",
  whatsapp: "WhatsApp",
  pinterest: "Pinterest",
  telegram: "Telegram",
};

export function socialLabel(platform: string): string {
  return NAMES[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1);
}
