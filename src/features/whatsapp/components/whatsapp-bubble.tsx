import type { ComponentProps } from "react";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { WidgetPosition } from "@/entities/whatsapp-settings";
import { WhatsAppIcon } from "@/components/whatsapp-icon";

// Bottom positions rise above the cookie banner while it is shown (it publishes its height).
// Positions are physical (as configured), so alignment flips with the text direction.
const LEFT = "left-4 ltr:items-start rtl:items-end";
const RIGHT = "right-4 ltr:items-end rtl:items-start";
export const POSITION_CLASSES: Record<WidgetPosition, string> = {
  "bottom-left": `${LEFT} bottom-[calc(1rem+var(--cookie-banner-height,0px))]`,
  "bottom-right": `${RIGHT} bottom-[calc(1rem+var(--cookie-banner-height,0px))]`,
  "top-left": `${LEFT} top-20 flex-col-reverse`,
  "top-right": `${RIGHT} top-20 flex-col-reverse`,
};

/**
 * While the page's own WhatsApp button is on screen the closed launcher steps aside (it offers the
 * same thing) instead of covering it on a phone: it slides off the screen's edge and is invisible
 * (out of the tab order and the accessibility tree too).
 */
export function stepAsideClasses(position: WidgetPosition, aside: boolean): string {
  if (!aside) return "transition-[translate,opacity] duration-200";
  return position.startsWith("top")
    ? "invisible -translate-y-[calc(100%+6rem)] opacity-0"
    : "invisible translate-y-[calc(100%+6rem)] opacity-0";
}

/**
 * The round green button that opens and closes the chat card: WhatsApp's dark teal (#075e54),
 * where white passes AA (7.6:1; on the brand's #25d366 it was 1.98:1). In the dark theme a
 * light-green ring sets it apart from the dark page.
 */
export function WhatsAppBubble({
  open,
  ...props
}: { open: boolean } & Omit<ComponentProps<"button">, "children">) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-label={open ? t("whatsapp.closeChat") : t("whatsapp.openChat")}
      data-testid="whatsapp-bubble"
      className="flex size-14 items-center justify-center rounded-full bg-[#075e54] text-white shadow-lg transition-transform hover:scale-105 hover:bg-[#064d45] focus-visible:ring-4 focus-visible:ring-[#25d366]/60 focus-visible:outline-none dark:ring-2 dark:ring-[#25d366]"
      {...props}
    >
      {open ? <X className="size-7" aria-hidden="true" /> : <WhatsAppIcon className="size-8" />}
    </button>
  );
}
