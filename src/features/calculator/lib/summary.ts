import type { Estimate, CalculatorProduct } from "./estimate";
import type { PackMix } from "./packs";
import type { PackSize } from "./coverage";
import "../english-strings";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "8 × 20 kg bucket + 2 × 4 L bucket": each line's count with the pack's own label. */
export function packsText(
  mix: PackMix | null,
  packSizes: PackSize[],
  unit: string,
  t: Translate,
  fmt: (n: number) => string,
): string {
  if (!mix || mix.lines.length === 0) return "";
  return mix.lines
    .map((line) => {
      const label =
        packSizes.find((p) => p.size === line.size && p.label)?.label ??
        `${fmt(line.size)} ${unit}`;
      return t("calculator.packLine", { count: line.count, label });
    })
    .join(" + ");
}

/** The estimate as plain lines, for WhatsApp and for the quote request. */
export function estimateSummary(args: {
  estimate: Estimate;
  product: CalculatorProduct;
  surfaceLabel: string;
  areaText: string;
  quantityText: string;
  primerQuantityText: string | null;
  url: string;
  t: Translate;
  fmt: (n: number) => string;
}): string {
  const { estimate, product, t, fmt } = args;
  const lines = [
    t("calculator.share.heading"),
    t("calculator.share.product", { product: product.name }),
  ];
  if (estimate.breakdown || estimate.area > 0) {
    lines.push(t("calculator.share.surface", { surface: args.surfaceLabel }));
    lines.push(t("calculator.share.area", { area: args.areaText }));
  }
  lines.push(t("calculator.share.quantity", { quantity: args.quantityText }));
  const packs = packsText(estimate.packs, product.packSizes, estimate.packUnit, t, fmt);
  if (packs) lines.push(t("calculator.share.packs", { packs }));
  if (estimate.primer && args.primerQuantityText) {
    lines.push(
      t("calculator.share.primer", {
        primer: estimate.primer.product.name,
        quantity: args.primerQuantityText,
        packs: packsText(
          estimate.primer.packs,
          estimate.primer.product.packSizes,
          estimate.primer.product.coverage.unit,
          t,
          fmt,
        ),
      }),
    );
  }
  lines.push(t("calculator.share.link", { url: args.url }));
  return lines.join("\n");
}
