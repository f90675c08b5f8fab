import { queryOptions } from "@tanstack/react-query";
import {
  localize,
  translationFilters,
  translationsEmbed,
  type ContentLanguage,
} from "@/lib/content-language";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { productKeys } from "./keys";

/** A product the calculator can use: its coverage data and pack sizes, as stored. */
export interface CalculatorProductRow {
  slug: string;
  name: string;
  coverage_data: unknown;
  pack_sizes: unknown;
  tds_url: string | null;
}

/** Active catalogue products that carry coverage data, in catalogue order, named in `lang`. */
export async function getCalculatorProductRows(
  signal?: AbortSignal,
  lang: ContentLanguage = "en",
): Promise<CalculatorProductRow[]> {
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
  type Row = CalculatorProductRow & { sort_order?: number };
  return ((data as unknown as Row[] | null) ?? []).map((raw) => {
    const row = localize(raw, ["name"]);
    return {
      slug: row.slug,
      name: row.name,
      coverage_data: row.coverage_data,
      pack_sizes: row.pack_sizes,
      tds_url: row.tds_url,
    };
  });
}

export function calculatorProductRowsQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: productKeys.calculator(lang),
    queryFn: ({ signal }) => getCalculatorProductRows(signal, lang),
  });
}
