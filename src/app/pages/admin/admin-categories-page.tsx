import { ResourceRoutes, categories } from "@/features/cms";

/** /admin/categories: the list, /new and /:id, all from the categories declaration. */
export function AdminCategoriesPage() {
  return <ResourceRoutes def={categories} />;
}
