import { useMemo, useState } from "react";
import { getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DataTable, Pager, SearchBox, Toolbar, useListState } from "@/components/data-table";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { useUsersQuery } from "@/entities/profile";
import type { PendingChange } from "./role-actions";
import { RoleChangeDialog } from "./role-change-dialog";
import { usersColumns } from "./users-columns";

const LIST = {};

/** Every user with e-mail, username, dates and roles; search, paging, grant and revoke. */
export function UsersManager({ currentUserId }: { currentUserId: string | null }) {
  const { t, i18n } = useTranslation();
  const list = useListState(LIST);
  const { q, page, pageSize } = list.state;
  // The query pages from 0; the URL from 1.
  const query = useUsersQuery({ search: q, page: page - 1, pageSize });
  const [pending, setPending] = useState<PendingChange | null>(null);

  const columns = useMemo(
    () => usersColumns({ t, language: i18n.language, currentUserId, onRoleChange: setPending }),
    [t, i18n.language, currentUserId],
  );
  const table = useReactTable({
    data: query.data?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.user_id,
    manualPagination: true,
  });

  const total = query.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <Toolbar
        search={
          <SearchBox
            className="w-full max-w-sm"
            value={q}
            onSearch={list.setSearch}
            label={t("admin.users.search")}
            placeholder={t("admin.users.searchPlaceholder")}
            maxLength={100}
          />
        }
      />

      {query.isError ? (
        <ErrorState title={t("admin.users.loadFailed")} onRetry={() => void query.refetch()} />
      ) : !query.isPending && total === 0 ? (
        <StateMessage
          icon={Users}
          title={q ? t("admin.users.noMatches") : t("admin.users.empty")}
          action={
            q ? (
              <Button variant="outline" onClick={list.clearFilters}>
                {t("admin.users.clearSearch")}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="border-border rounded-lg border">
          <DataTable
            data-testid="users-table"
            table={table}
            loading={query.isPending}
            skeletonRows={5}
            rowProps={(user) => ({ "data-email": user.email ?? "" })}
          />
        </div>
      )}

      {total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}

      <RoleChangeDialog pending={pending} onDone={() => setPending(null)} />
    </div>
  );
}
