/**
 * Numbers for the screen in the visitor's language. NaN and Infinity never reach the page: they
 * print as a dash (the calculator shows no result for invalid input anyway).
 */
export function formatNumber(value: number, language: string, maxFractionDigits = 2): string {
  if (!Number.isFinite(value)) return "–";
  try {
    return new Intl.NumberFormat(language, { maximumFractionDigits: maxFractionDigits }).format(
      value,
    );
  } catch {
    return new Intl.NumberFormat("en", { maximumFractionDigits: maxFractionDigits }).format(value);
  }
}
