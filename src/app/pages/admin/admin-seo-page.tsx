import { ResourceRoutes, seo } from "@/features/cms";

/** /admin/seo: the list, /new and /:id, all from the seo declaration. */
export function AdminSeoPage() {
  return <ResourceRoutes def={seo} />;
}
