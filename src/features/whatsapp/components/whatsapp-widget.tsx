import { lazy, Suspense, useRef, useState } from "react";
import { usePageCtaOnScreen } from "@/lib/page-cta";
import { useReplayedTap } from "@/lib/use-replayed-tap";
import { cn } from "@/lib/utils";
import { useWhatsAppSettingsQuery } from "@/entities/whatsapp-settings";
import type { WhatsAppSettings } from "@/entities/whatsapp-settings";
import { POSITION_CLASSES, stepAsideClasses, WhatsAppBubble } from "./whatsapp-bubble";

const loadChat = () => import("./whatsapp-chat");
const WhatsAppChat = lazy(() => loadChat().then((m) => ({ default: m.WhatsAppChat })));

/**
 * The bubble alone, as every page shows it: the chat card's code loads when it is first used. A
 * tap made before the app started opens it once hydrated (data-replay, the boot script's record).
 */
function LightBubble({ settings, onOpen }: { settings: WhatsAppSettings; onOpen?: () => void }) {
  const preload = () => void loadChat();
  const bubble = useRef<HTMLButtonElement>(null);
  useReplayedTap("whatsapp", bubble);
  return (
    <div
      className={cn(
        "fixed z-40 flex flex-col gap-3",
        POSITION_CLASSES[settings.position],
        stepAsideClasses(settings.position, usePageCtaOnScreen()),
      )}
      data-testid="whatsapp-widget"
    >
      <WhatsAppBubble
        ref={bubble}
        data-replay="whatsapp"
        open={false}
        onClick={onOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      />
    </div>
  );
}

/** The floating chat widget; hidden while loading and whenever no usable active record exists. */
export function WhatsAppWidget() {
  const { data } = useWhatsAppSettingsQuery();
  const [used, setUsed] = useState(false);
  if (!data) return null;
  if (!used) return <LightBubble settings={data} onOpen={() => setUsed(true)} />;
  return (
    <Suspense fallback={<LightBubble settings={data} />}>
      <WhatsAppChat settings={data} defaultOpen />
    </Suspense>
  );
}
