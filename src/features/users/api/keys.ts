export const usersKeys = {
  all: ["admin-users"] as const,
  list: (vars: { search: string; page: number; pageSize: number }) =>
    [...usersKeys.all, "list", vars] as const,
};
