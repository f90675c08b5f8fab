import { ResourceRoutes, brands } from "@/features/cms";

/** /admin/brands: the list, /new and /:id, all from the brands declaration. */
export function AdminBrandsPage() {
  return <ResourceRoutes def={brands} />;
}
