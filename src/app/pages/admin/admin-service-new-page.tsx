import { ResourceFormPage, services } from "@/features/cms";

/** /admin/services/new: the service create form (the services declaration's form). */
export function AdminServiceNewPage() {
  return <ResourceFormPage def={services} />;
}
