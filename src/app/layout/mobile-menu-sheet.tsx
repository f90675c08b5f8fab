import type { RefObject } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { ThemeToggle } from "@/features/theme";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { LanguageSwitcher } from "./language-switcher";
import { NAV_ITEMS } from "./nav-items";

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button (outside this chunk), which gets the focus back on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The mobile menu's sheet (Radix dialog): its own chunk, loaded by MobileMenu's button. */
export function MobileMenuSheet({ open, onOpenChange, trigger }: MobileMenuSheetProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/50 lg:hidden" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="border-border bg-background fixed inset-y-0 end-0 z-[61] flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-s p-4 shadow-xl lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="sr-only">{t("nav.menu")}</DialogPrimitive.Title>
            <Brand onNavigate={close} />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.closeMenu")}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t("nav.mainNavigation")} className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === "/"}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    "hover:bg-accent rounded-md px-3 py-2 font-medium",
                    isActive && "bg-accent text-primary",
                  )
                }
              >
                {t(item.labelKey)}
              </NavLink>
            ))}
          </nav>
          <div className="border-border mt-auto flex items-center justify-between gap-2 border-t pt-4">
            <LanguageSwitcher showName />
            <ThemeToggle />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
