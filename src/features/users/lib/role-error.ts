/** The database's refusal of a role change as an i18n key (the server's text as a fallback). */
export function roleErrorKey(error: unknown): string | null {
  const message =
    error && typeof error === "object" && "message" in error ? String(error.message) : "";
  if (/last admin/i.test(message)) return "admin.users.errors.lastAdmin";
  if (/to yourself/i.test(message)) return "admin.users.errors.self";
  if (/admins only/i.test(message)) return "admin.users.errors.notAdmin";
  if (/no such user/i.test(message)) return "admin.users.errors.noUser";
  return null;
}

export function errorText(error: unknown): string {
  return error && typeof error === "object" && "message" in error ? String(error.message) : "";
}
