import { lazy, Suspense, useRef, useState } from "react";
import { Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useReplayedTap } from "@/lib/use-replayed-tap";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

/** The menu button of small screens; the sheet (Radix dialog) loads when it is first used. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();
  useReplayedTap("menu", button);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-replay="menu"
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  );
}
