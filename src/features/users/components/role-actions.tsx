import { MoreHorizontal, ShieldMinus, ShieldPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { RoleChange } from "@/entities/profile";
import type { AdminUser, StaffRole } from "@/entities/profile";

const ROLES: StaffRole[] = ["admin", "support"];

export interface PendingChange extends RoleChange {
  email: string;
}

/** A user's row menu: grant or revoke each staff role. */
export function RoleActions({
  user,
  isSelf,
  onChange,
}: {
  user: AdminUser;
  isSelf: boolean;
  onChange: (change: PendingChange) => void;
}) {
  const { t } = useTranslation();
  const email = user.email ?? user.user_id;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t("admin.users.actionsFor", { email })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t("admin.users.roles")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ROLES.map((role) => {
          const has = user.roles.includes(role);
          // The database refuses granting a role to oneself; the menu does not offer it.
          if (!has && isSelf) return null;
          return (
            <DropdownMenuItem
              key={role}
              variant={has ? "destructive" : undefined}
              onSelect={() => onChange({ userId: user.user_id, role, grant: !has, email })}
            >
              {has ? <ShieldMinus aria-hidden="true" /> : <ShieldPlus aria-hidden="true" />}
              {t(has ? `admin.users.revoke.${role}` : `admin.users.grant.${role}`)}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
