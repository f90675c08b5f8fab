import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import type { ProductDetail } from "../lib/types";
import { catalogueKeys } from "./keys";
import { SUMMARY_COLUMNS } from "./select";

const DETAIL_SELECT = `${SUMMARY_COLUMNS}, description, category_id, gallery, features, applications, specifications, coverage, coverage_data, pack_sizes, tds_url, sds_url, category:categories(slug, name), brand:brands(slug, name)`;

/** An active product by slug, or null when there is none (no error: the page says so). */
export async function getProduct(
  slug: string,
  signal?: AbortSignal,
): Promise<ProductDetail | null> {
  let query = supabase
    .from("products")
    .select(DETAIL_SELECT)
    .eq("slug", slug)
    .eq("is_active", true);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return (data as unknown as ProductDetail | null) ?? null;
}

export function useProductQuery(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.product(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });
}
