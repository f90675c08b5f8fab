import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Badge } from "@/components/ui/badge";
import type { AdminUser } from "@/entities/profile";
import { RoleActions, type PendingChange } from "./role-actions";

const column = createColumnHelper<AdminUser>();

function formatDate(iso: string | null, language: string): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/** The users list's columns: user, roles, created, last sign-in, the role menu. */
export function usersColumns({
  t,
  language,
  currentUserId,
  onRoleChange,
}: {
  t: TFunction;
  language: string;
  currentUserId: string | null;
  onRoleChange: (change: PendingChange) => void;
}) {
  return [
    column.accessor("email", {
      header: () => t("admin.users.columns.user"),
      cell: (info) => (
        <div className="min-w-0">
          <p className="max-w-[16rem] truncate font-medium" dir="ltr">
            {info.getValue()}
          </p>
          <p className="text-muted-foreground max-w-[16rem] truncate text-xs" dir="auto">
            {info.row.original.username}
            {info.row.original.user_id === currentUserId && (
              <span className="text-primary ms-1">({t("admin.users.you")})</span>
            )}
          </p>
        </div>
      ),
    }),
    column.accessor("roles", {
      header: () => t("admin.users.columns.roles"),
      cell: (info) => {
        const roles = info.getValue();
        return (
          <div className="flex flex-wrap gap-1" data-testid="user-roles">
            {roles.length === 0 ? (
              <span className="text-muted-foreground text-xs">{t("admin.users.noRoles")}</span>
            ) : (
              roles.map((role) => (
                <Badge key={role} variant={role === "admin" ? "default" : "secondary"}>
                  {t(`admin.users.role.${role}`, { defaultValue: role })}
                </Badge>
              ))
            )}
            {!info.row.original.email_confirmed_at && (
              <Badge variant="outline">{t("admin.users.unconfirmed")}</Badge>
            )}
          </div>
        );
      },
    }),
    column.accessor("created_at", {
      header: () => t("admin.users.columns.created"),
      cell: (info) => (
        <span className="whitespace-nowrap">{formatDate(info.getValue(), language)}</span>
      ),
    }),
    column.accessor("last_sign_in_at", {
      header: () => t("admin.users.columns.lastSignIn"),
      cell: (info) => (
        <span className="whitespace-nowrap">
          {formatDate(info.getValue(), language) || t("admin.users.never")}
        </span>
      ),
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">{t("admin.users.columns.actions")}</span>,
      cell: (info) => (
        <RoleActions
          user={info.row.original}
          isSelf={info.row.original.user_id === currentUserId}
          onChange={onRoleChange}
        />
      ),
    }),
  ];
}
