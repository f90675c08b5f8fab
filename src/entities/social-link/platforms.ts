/** Brand names of the usual social platforms (stored as lowercase keys); others are title-cased. */
const NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  twitter: "X",
  x: "X",
  whatsapp: "WhatsApp",
  pinterest: "Pinterest",
  threads: "Threads",
  telegram: "Telegram",
};

export function platformName(platform: string): string {
  const key = platform.trim().toLowerCase();
  if (Object.hasOwn(NAMES, key)) return NAMES[key] ?? key;
  return key
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
