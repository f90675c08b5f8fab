export const authKeys = {
  all: ["auth"] as const,
  myAccess: (userId: string) => [...authKeys.all, "my-access", userId] as const,
  adminExists: () => [...authKeys.all, "admin-exists"] as const,
};
