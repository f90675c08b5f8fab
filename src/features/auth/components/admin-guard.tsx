import type { ReactNode } from "react";
import { checkIsAdmin, checkIsStaff } from "../api/admin-check";
import { RoleGuard } from "./role-guard";

export function AdminGuard({ children }: { children: ReactNode }) {
  return <RoleGuard check={checkIsAdmin}>{children}</RoleGuard>;
}

export function SupportGuard({ children }: { children: ReactNode }) {
  return <RoleGuard check={checkIsStaff}>{children}</RoleGuard>;
}
