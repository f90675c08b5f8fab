import { useQuery } from "@tanstack/react-query";
import { calculatorProductRowsQueryOptions, type CalculatorProductRow } from "@/entities/product";
import { useContentLanguage } from "@/lib/content-language";
import { parseCoverage, parsePackSizes } from "../lib/coverage";
import type { CalculatorProduct } from "../lib/estimate";

/** The rows with usable coverage data, as the calculator works with them. */
export function toCalculatorProducts(rows: CalculatorProductRow[]): CalculatorProduct[] {
  return rows.flatMap((row) => {
    const coverage = parseCoverage(row.coverage_data);
    if (!coverage) return [];
    return [
      {
        slug: row.slug,
        name: row.name,
        coverage,
        packSizes: parsePackSizes(row.pack_sizes),
        tdsUrl: row.tds_url?.trim() ? row.tds_url : null,
      },
    ];
  });
}

export function useCalculatorProductsQuery() {
  return useQuery({
    ...calculatorProductRowsQueryOptions(useContentLanguage()),
    select: toCalculatorProducts,
  });
}
