import { ResourceRoutes, banners } from "@/features/cms";

/** /admin/banners: the list, /new and /:id, all from the banners declaration. */
export function AdminBannersPage() {
  return <ResourceRoutes def={banners} />;
}
