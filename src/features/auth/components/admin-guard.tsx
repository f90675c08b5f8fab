import type { ReactNode } from "react";
import { checkIsAdmin, checkIsStaff } from "@/entities/profile";
import { RoleGuard } from "./role-guard";

export function AdminGuard({ children }: { children: ReactNode }) {
  return <RoleGuard check={checkIsAdmin}>{children}</RoleGuard>;
}

export function SupportGuard({ children }: { children: ReactNode }) {
  return <RoleGuard check={checkIsStaff}>{children}</RoleGuard>;
}
