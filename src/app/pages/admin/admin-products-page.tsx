import { ResourceRoutes, products } from "@/features/cms";

/** /admin/products: the list, /new and /:id, all from the products declaration. */
export function AdminProductsPage() {
  return <ResourceRoutes def={products} />;
}
