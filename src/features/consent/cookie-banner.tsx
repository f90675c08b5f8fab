import { useEffect, useRef } from "react";
import { Cookie } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const BANNER_HEIGHT_VAR = "--cookie-banner-height";
/** Marks the element holding every floating overlay (the banner and the chat bubble). */
export const OVERLAYS_ATTRIBUTE = "data-overlays";

// A long label (Tamil, Malayalam) wraps inside its half-width button instead of overflowing it.
const PHONE_BUTTON = "h-auto min-h-10 whitespace-normal";

interface CookieBannerProps {
  onSettings: () => void;
  onNecessaryOnly: () => void;
  onAcceptAll: () => void;
}

export function CookieBanner({ onSettings, onNecessaryOnly, onAcceptAll }: CookieBannerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);

  // Publishes the banner's height so other floating overlays (the chat bubble) stay clear of it:
  // on the overlays' container, since a variable set on <html> restyles the whole page.
  useEffect(() => {
    const node = ref.current;
    const root = node?.closest<HTMLElement>(`[${OVERLAYS_ATTRIBUTE}]`) ?? document.documentElement;
    const publish = () => root.style.setProperty(BANNER_HEIGHT_VAR, `${node?.offsetHeight ?? 0}px`);
    publish();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(publish) : null;
    if (node) observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="border-border bg-background/95 supports-[backdrop-filter]:bg-background/85 fixed inset-x-0 bottom-0 z-50 border-t p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-3">
          <Cookie className="text-primary mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div className="space-y-1">
            <h2 id="cookie-banner-title" className="font-semibold">
              {t("consent.bannerTitle")}
            </h2>
            <p className="text-muted-foreground text-sm">{t("consent.bannerText")}</p>
            <p className="text-sm">
              <Link to="/privacy-policy" className="text-primary underline underline-offset-2">
                {t("consent.privacyLink")}
              </Link>
            </p>
          </div>
        </div>
        {/* On a phone: two choices side by side and Accept All under them, so the banner stays low. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap md:shrink-0">
          <Button variant="outline" className={PHONE_BUTTON} onClick={onSettings}>
            {t("consent.settings")}
          </Button>
          <Button variant="secondary" className={PHONE_BUTTON} onClick={onNecessaryOnly}>
            {t("consent.necessaryOnly")}
          </Button>
          <Button className={cn(PHONE_BUTTON, "col-span-2")} onClick={onAcceptAll}>
            {t("consent.acceptAll")}
          </Button>
        </div>
      </div>
    </section>
  );
}
