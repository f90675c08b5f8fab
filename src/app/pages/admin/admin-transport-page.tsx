import { ResourceRoutes, transport } from "@/features/cms";

/** /admin/transport: the list, /new and /:id, all from the transport declaration. */
export function AdminTransportPage() {
  return <ResourceRoutes def={transport} />;
}
