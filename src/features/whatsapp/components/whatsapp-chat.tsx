import { useEffect, useId, useRef, useState } from "react";
import { Send, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { usePageCtaOnScreen } from "@/lib/page-cta";
import { cn } from "@/lib/utils";
import { useOnlineStatus } from "../hooks/use-online-status";
import { chooseMessage, whatsappLink } from "@/entities/whatsapp-settings";
import type { WhatsAppSettings, WidgetPosition } from "@/entities/whatsapp-settings";
import { POSITION_CLASSES, stepAsideClasses, WhatsAppBubble } from "./whatsapp-bubble";
import { WhatsAppIcon } from "@/components/whatsapp-icon";

const QUICK_MESSAGES = ["whatsapp.quickInfo", "whatsapp.quickOrder", "whatsapp.quickQuestion"];

// The admin preview draws the widget inside its own frame instead of over the page.
const P_LEFT = "inset-x-4 ltr:items-start rtl:items-end";
const P_RIGHT = "inset-x-4 ltr:items-end rtl:items-start";
const PREVIEW_CLASSES: Record<WidgetPosition, string> = {
  "bottom-left": `${P_LEFT} bottom-4`,
  "bottom-right": `${P_RIGHT} bottom-4`,
  "top-left": `${P_LEFT} top-4 flex-col-reverse`,
  "top-right": `${P_RIGHT} top-4 flex-col-reverse`,
};

function AvailabilityBadge({ settings }: { settings: WhatsAppSettings }) {
  const { t } = useTranslation();
  const online = useOnlineStatus(settings.availabilityHours);
  return (
    <Badge variant={online ? "success" : "muted"} data-testid="whatsapp-availability">
      {online ? t("whatsapp.online") : t("whatsapp.offline")}
    </Badge>
  );
}

/**
 * The widget itself, drawn from settings passed in: the public site gives it the stored record,
 * the admin page its unsaved form values (`preview`: inside the preview frame, opened at first).
 */
export function WhatsAppChat({
  settings,
  preview = false,
  defaultOpen = false,
}: {
  settings: WhatsAppSettings;
  preview?: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [message, setMessage] = useState("");
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Opened at once on the site (the bubble was pressed before this chunk loaded): focus the box.
  const wasOpen = useRef(preview && defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  // Closed, it steps aside from the page's own WhatsApp button as the light bubble does.
  const stepAside = usePageCtaOnScreen() && !open && !preview;

  // Focus moves into the card when it opens and back to the bubble when it closes.
  useEffect(() => {
    if (open && !wasOpen.current) textareaRef.current?.focus();
    else if (wasOpen.current) bubbleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => setOpen(false);

  const send = () => {
    const text = chooseMessage(message, settings.customMessage, settings.welcomeMessage);
    window.open(whatsappLink(settings.phoneNumber, text), "_blank", "noopener,noreferrer");
    setMessage("");
    close();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The preview answers only while focus is inside it (Escape elsewhere is the form's).
      if (preview && !rootRef.current?.contains(document.activeElement)) return;
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, preview]);

  return (
    <div
      className={cn(
        "z-40 flex flex-col gap-3",
        preview
          ? ["absolute", PREVIEW_CLASSES[settings.position]]
          : ["fixed", POSITION_CLASSES[settings.position]],
        !preview && stepAsideClasses(settings.position, stepAside),
      )}
      data-testid={preview ? "whatsapp-preview-widget" : "whatsapp-widget"}
      ref={rootRef}
    >
      {open && (
        <div
          role="dialog"
          aria-labelledby={titleId}
          data-testid="whatsapp-card"
          className={cn(
            "border-border bg-card text-card-foreground flex flex-col overflow-hidden rounded-xl border shadow-2xl",
            preview
              ? "max-h-[32rem] w-full max-w-[22rem]"
              : "max-h-[min(36rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))]",
          )}
        >
          <div className="flex items-center justify-between gap-2 bg-[#075e54] px-4 py-3 text-white">
            <div className="flex min-w-0 items-center gap-2">
              <WhatsAppIcon className="size-6 shrink-0" />
              <h2 id={titleId} dir="auto" className="line-clamp-2 leading-tight font-semibold">
                {settings.businessName}
              </h2>
              {settings.showAvailability && <AvailabilityBadge settings={settings} />}
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={t("whatsapp.closeChat")}
              className="rounded-sm p-1 hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="flex flex-col gap-3 overflow-y-auto p-4">
            {settings.welcomeMessage && (
              <p
                dir="auto"
                className="bg-muted rounded-lg p-3 text-sm"
                data-testid="whatsapp-welcome"
              >
                {settings.welcomeMessage}
              </p>
            )}
            <div className="space-y-1.5">
              <Label htmlFor={messageId} className="sr-only">
                {t("whatsapp.messageLabel")}
              </Label>
              <Textarea
                id={messageId}
                ref={textareaRef}
                rows={3}
                dir="auto"
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                placeholder={t("whatsapp.placeholder")}
                className="resize-none"
              />
            </div>
            <Button onClick={send} className="bg-[#075e54] text-white hover:bg-[#064d45]">
              <Send className="rtl:-scale-x-100" aria-hidden="true" />
              {t("whatsapp.send")}
            </Button>
            <div className="space-y-1.5">
              <p className="text-muted-foreground text-xs font-medium">
                {t("whatsapp.quickMessages")}
              </p>
              <div className="flex flex-wrap gap-1.5">
                {QUICK_MESSAGES.map((key) => (
                  <Button key={key} variant="outline" size="sm" onClick={() => setMessage(t(key))}>
                    {t(key)}
                  </Button>
                ))}
              </div>
            </div>
            {settings.autoReplies.length > 0 && (
              <div className="space-y-1.5">
                <p className="text-muted-foreground text-xs font-medium">
                  {t("whatsapp.autoReplies")}
                </p>
                <ul className="space-y-1">
                  {settings.autoReplies.map((reply, index) => (
                    <li key={`${reply.trigger}-${index}`}>
                      <button
                        type="button"
                        dir="auto"
                        onClick={() => setMessage(reply.response)}
                        className="border-border hover:bg-accent focus-visible:ring-ring w-full rounded-md border px-2 py-1.5 text-start text-xs focus-visible:ring-2 focus-visible:outline-none"
                      >
                        {t("whatsapp.autoReply", {
                          trigger: reply.trigger,
                          response: reply.response,
                        })}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      )}
      <WhatsAppBubble ref={bubbleRef} open={open} onClick={() => setOpen((v) => !v)} />
    </div>
  );
}
