import { lazy, Suspense } from "react";
import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/entities/session";
import { loginPathFor } from "../lib/safe-next-path";

export interface SignedInMenuProps {
  area: "site" | "admin";
  userId: string;
  email: string;
}

const SignedInMenu = lazy(() =>
  import("./signed-in-menu").then((m) => ({ default: m.SignedInMenu })),
);

/**
 * The account menu of the site header and the back office's top bar: sign in when signed out;
 * otherwise the user, links to the back office or support desk they may open, and sign-out (that
 * menu is its own chunk, so a signed-out visitor never downloads it).
 */
export function AccountMenu({ area = "site" }: { area?: "site" | "admin" }) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const placeholder = <span className="size-10" aria-hidden="true" />;

  if (isLoading) return placeholder;
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
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu area={area} userId={user.id} email={user.email ?? ""} />
    </Suspense>
  );
}
