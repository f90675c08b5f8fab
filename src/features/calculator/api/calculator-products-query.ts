import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  useContentLanguage,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { parseCoverage, parsePackSizes } from "../lib/coverage";
import type { CalculatorProduct } from "../lib/estimate";
import { calculatorKeys } from "./keys";

/** Active catalogue products that carry usable coverage data, in catalogue order, named in `lang`. */
export async function getCalculatorProducts(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<CalculatorProduct[]> {
  let filtered = supabase
    .from("products")
    .select(
      `slug, name, coverage_data, pack_sizes, tds_url, sort_order${translationsEmbed("product_translations", ["name"], lang)}`,
    )
    .eq("is_active", true)
    .not("coverage_data", "is", null);
  for (const [column, value] of translationFilters(lang)) filtered = filtered.eq(column, value);
  let query = filtered.order("sort_order").order("name");
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const products: CalculatorProduct[] = [];
  type Row = {
    slug: string;
    name: string;
    coverage_data: unknown;
    pack_sizes: unknown;
    tds_url: string | null;
  };
  for (const raw of (data as unknown as Row[] | null) ?? []) {
    const row = localize(raw, ["name"]);
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
  return useQuery(calculatorProductsQueryOptions(useContentLanguage()));
}

export function calculatorProductsQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: calculatorKeys.products(lang),
    queryFn: ({ signal }) => getCalculatorProducts(signal, lang),
  });
}
