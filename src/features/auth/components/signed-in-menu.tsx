import { useState } from "react";
import { ExternalLink, LayoutDashboard, LogOut, MonitorSmartphone, Headset } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import "@/i18n/back-office-strings";
import { cn } from "@/lib/utils";
import type { SignOutScope } from "@/entities/session";
import { useMyAccessQuery } from "@/entities/profile";
import { useAuth } from "@/entities/session";
import type { SignedInMenuProps } from "./account-menu";

/** The user's initial for the avatar (the e-mail's first letter). */
function initialOf(email: string | undefined): string {
  return (email?.trim()[0] ?? "?").toUpperCase();
}

/** Signs out (this device or every device), then goes home with a toast. */
export function useSignOutAction() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async (scope: SignOutScope) => {
    try {
      await signOut(scope);
      toast.success(scope === "global" ? t("auth.signedOutEverywhere") : t("auth.signedOut"));
      void navigate("/", { replace: true });
    } catch {
      toast.error(t("auth.errors.signOutFailed"));
    }
  };
}

/**
 * The signed-in account menu (Radix dropdown, role look-up, sign-out): its own chunk, loaded by
 * AccountMenu only once someone is signed in.
 */
export function SignedInMenu({ area, userId, email }: SignedInMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const access = useMyAccessQuery(userId, open && area === "site");
  const signOut = useSignOutAction();

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className={cn("h-10 gap-2 px-1.5", area === "admin" && "lg:px-2")}
          aria-label={t("nav.accountMenu")}
          data-testid="account-menu"
        >
          <span
            className="bg-primary text-primary-foreground flex size-7 items-center justify-center rounded-full text-xs font-semibold"
            aria-hidden="true"
          >
            {initialOf(email)}
          </span>
          {area === "admin" && (
            <span className="hidden max-w-48 truncate text-sm lg:inline" dir="ltr">
              {email}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-foreground font-normal">
          <span className="text-muted-foreground block text-xs">{t("nav.signedInAs")}</span>
          <span className="block truncate text-sm font-medium" dir="ltr">
            {email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {area === "site" && access.data?.admin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden="true" />
              {t("nav.admin")}
            </Link>
          </DropdownMenuItem>
        )}
        {area === "site" && access.data?.staff && (
          <DropdownMenuItem asChild>
            <Link to="/support/agent">
              <Headset aria-hidden="true" />
              {t("nav.support")}
            </Link>
          </DropdownMenuItem>
        )}
        {area === "admin" && (
          <DropdownMenuItem asChild>
            <Link to="/">
              <ExternalLink aria-hidden="true" />
              {t("admin.shell.viewSite")}
            </Link>
          </DropdownMenuItem>
        )}
        {(area === "admin" || access.data?.staff) && <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={() => void signOut("local")}>
          <LogOut className="rtl:rotate-180" aria-hidden="true" />
          {t("nav.logout")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut("global")}>
          <MonitorSmartphone aria-hidden="true" />
          {t("nav.logoutEverywhere")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
