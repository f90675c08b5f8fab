import { useEffect, useMemo, useState } from "react";
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from "@tanstack/react-table";
import { MoreHorizontal, Search, ShieldMinus, ShieldPlus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import {
  useRoleMutation,
  useUsersQuery,
  type AdminUser,
  type RoleChange,
  type StaffRole,
} from "@/entities/profile";
import { errorText, roleErrorKey } from "../lib/role-error";
import { Pager } from "./pager";

const ROLES: StaffRole[] = ["admin", "support"];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function formatDate(iso: string | null, language: string): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

interface PendingChange extends RoleChange {
  email: string;
}

function RoleActions({
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

const column = createColumnHelper<AdminUser>();

/** Every user with e-mail, username, dates and roles; search, paging, grant and revoke. */
export function UsersManager({ currentUserId }: { currentUserId: string | null }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const debounced = useDebounced(search, 300);
  const query = useUsersQuery({ search: debounced, page, pageSize });
  const mutation = useRoleMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const columns = useMemo(
    () => [
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
          <span className="whitespace-nowrap">{formatDate(info.getValue(), i18n.language)}</span>
        ),
      }),
      column.accessor("last_sign_in_at", {
        header: () => t("admin.users.columns.lastSignIn"),
        cell: (info) => (
          <span className="whitespace-nowrap">
            {formatDate(info.getValue(), i18n.language) || t("admin.users.never")}
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
            onChange={setPending}
          />
        ),
      }),
    ],
    [t, i18n.language, currentUserId],
  );

  const table = useReactTable({
    data: query.data?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.user_id,
  });

  const confirm = () => {
    if (!pending) return;
    const change = pending;
    mutation.mutate(change, {
      onSuccess: () => {
        toast.success(
          t(change.grant ? "admin.users.granted" : "admin.users.revoked", {
            role: t(`admin.users.role.${change.role}`),
            email: change.email,
          }),
        );
        setPending(null);
      },
      onError: (error) => {
        const key = roleErrorKey(error);
        toast.error(t("admin.users.errors.title"), {
          description: key ? t(key) : errorText(error) || t("admin.users.errors.unknown"),
        });
        setPending(null);
      },
    });
  };

  const total = query.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-sm">
        <Search
          className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          placeholder={t("admin.users.searchPlaceholder")}
          aria-label={t("admin.users.search")}
          className="ps-9"
          maxLength={100}
        />
      </div>

      {query.isError ? (
        <ErrorState title={t("admin.users.loadFailed")} onRetry={() => void query.refetch()} />
      ) : !query.isPending && total === 0 ? (
        <StateMessage
          icon={Users}
          title={debounced ? t("admin.users.noMatches") : t("admin.users.empty")}
          action={
            debounced ? (
              <Button
                variant="outline"
                onClick={() => {
                  setSearch("");
                  setPage(0);
                }}
              >
                {t("admin.users.clearSearch")}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="border-border rounded-lg border">
          <Table data-testid="users-table">
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {group.headers.map((header) => (
                    <TableHead key={header.id}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </TableHead>
                  ))}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {query.isPending
                ? Array.from({ length: 5 }, (_, i) => (
                    <TableRow key={i}>
                      {columns.map((_, j) => (
                        <TableCell key={j}>
                          <Skeleton className="h-5 w-full max-w-40" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : table.getRowModel().rows.map((row) => (
                    <TableRow key={row.id} data-email={row.original.email ?? ""}>
                      {row.getVisibleCells().map((cell) => (
                        <TableCell key={cell.id}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </div>
      )}

      {total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}

      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent closeLabel={t("admin.users.cancel")}>
          <DialogHeader>
            <DialogTitle>
              {pending &&
                t(
                  pending.grant
                    ? "admin.users.confirmGrantTitle"
                    : "admin.users.confirmRevokeTitle",
                  {
                    role: t(`admin.users.role.${pending.role}`),
                  },
                )}
            </DialogTitle>
            <DialogDescription>
              {pending &&
                t(
                  pending.grant
                    ? `admin.users.confirmGrant.${pending.role}`
                    : `admin.users.confirmRevoke.${pending.role}`,
                  {
                    email: pending.email,
                  },
                )}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("admin.users.cancel")}</Button>
            </DialogClose>
            <Button
              variant={pending?.grant ? "default" : "destructive"}
              disabled={mutation.isPending}
              onClick={confirm}
            >
              {pending?.grant
                ? t("admin.users.confirmGrantAction")
                : t("admin.users.confirmRevokeAction")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
