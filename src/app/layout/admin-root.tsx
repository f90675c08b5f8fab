import { AdminGuard } from "@/features/auth/guards";
import { AdminLayout } from "./admin-layout";

/** The lazily loaded admin area: the guard, then the admin layout. */
export function AdminRoot() {
  return (
    <AdminGuard>
      <AdminLayout />
    </AdminGuard>
  );
}
