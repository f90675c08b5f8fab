import { ResourceRoutes, services } from "@/features/cms";

/** /admin/services: the list, /new and /:id, all from the services declaration. */
export function AdminServicesPage() {
  return <ResourceRoutes def={services} />;
}
