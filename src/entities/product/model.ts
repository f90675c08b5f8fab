/** A product as a card shows it (list, featured, related). */
export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  short_description: string | null;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  is_featured: boolean;
  category: { slug: string; name: string } | null;
  brand: { slug: string; name: string } | null;
}

/** A product's own page: everything the detail page shows. */
export interface ProductDetail extends ProductSummary {
  description: string | null;
  category_id: string | null;
  gallery: unknown;
  features: string[];
  applications: string[];
  specifications: unknown;
  coverage: string | null;
  coverage_data: unknown;
  pack_sizes: unknown;
  tds_url: string | null;
  sds_url: string | null;
}

export type { FacetOption } from "@/entities/category";

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}
