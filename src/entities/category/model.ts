/** A category or brand as a filter offers it. */
export interface FacetOption {
  id: string;
  slug: string;
  name: string;
}

/** A category as the home page's cards show it. */
export interface CategorySummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  icon: string | null;
}
