/** Every query that shows users, their roles or the signed-in user's access lives under `all`. */
export const profileKeys = {
  all: ["profiles"] as const,
  users: (vars: { search: string; page: number; pageSize: number }) =>
    [...profileKeys.all, "users", vars] as const,
  people: () => [...profileKeys.all, "people"] as const,
  myAccess: (userId: string) => [...profileKeys.all, "my-access", userId] as const,
  adminExists: () => [...profileKeys.all, "admin-exists"] as const,
};
