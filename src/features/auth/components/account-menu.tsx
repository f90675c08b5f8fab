import { useState } from "react";
import {
  ExternalLink,
  LayoutDashboard,
  LogIn,
  LogOut,
  MonitorSmartphone,
  Headset,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
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
import { cn } from "@/lib/utils";
import type { SignOutScope } from "../api/auth-session";
import { useMyAccessQuery } from "../api/my-access-query";
import { useAuth } from "../auth-context";
import { loginPathFor } from "../lib/safe-next-path";

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
 * The account menu of the site header and the back office's top bar: sign in when signed out;
 * otherwise the user, links to the back office or support desk they may open, and sign-out.
 */
export function AccountMenu({ area = "site" }: { area?: "site" | "admin" }) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const access = useMyAccessQuery(user?.id ?? null, open && area === "site");
  const signOut = useSignOutAction();

  if (isLoading) return <span className="size-10" aria-hidden="true" />;
  if (!user) {
    return (
      <Button asChild variant="ghost" size="sm" className="h-10">
        <Link to={loginPathFor(location)} data-testid="sign-in-link">
          <LogIn className="rtl:rotate-180" aria-hidden="true" />
          <span className="sr-only xl:not-sr-only">{t("nav.login")}</span>
        </Link>
      </Button>
    );
  }

  const email = user.email ?? "";
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
