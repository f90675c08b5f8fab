import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { parseCoverage, parsePackSizes } from "../lib/coverage";
import type { CalculatorProduct } from "../lib/estimate";
import { calculatorKeys } from "./keys";

/** Active catalogue products that carry usable coverage data, in catalogue order. */
export async function getCalculatorProducts(signal?: AbortSignal): Promise<CalculatorProduct[]> {
  let query = supabase
    .from("products")
    .select("slug, name, coverage_data, pack_sizes, tds_url, sort_order")
    .eq("is_active", true)
    .not("coverage_data", "is", null)
    .order("sort_order")
    .order("name");
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const products: CalculatorProduct[] = [];
  for (const row of data ?? []) {
    const coverage = parseCoverage(row.coverage_data);
    if (!coverage) continue;
    products.push({
      slug: row.slug,
      name: row.name,
      coverage,
      packSizes: parsePackSizes(row.pack_sizes),
      tdsUrl: row.tds_url?.trim() ? row.tds_url : null,
    });
  }
  return products;
}

export function useCalculatorProductsQuery() {
  return useQuery({
    queryKey: calculatorKeys.products(),
    queryFn: ({ signal }) => getCalculatorProducts(signal),
  });
}
