import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { addEnquiryLines } from "@/entities/enquiry-list";
import { formatNumber } from "../lib/format";
import type { ProductTotal, ProjectEstimate } from "../lib/project";
import { projectEnquiryLines } from "../lib/project-enquiry";
import { packsText } from "../lib/summary";
import { fromSquareMetres, roundArea, roundQuantity, type LengthUnit } from "../lib/units";
import { SURFACE_LABEL_KEY } from "./calculator-form";

/** How a project's totals read: quantities, units and packs in the page's language. */
export function useProjectText(project: ProjectEstimate, unit: LengthUnit) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const fmt = (v: number) => formatNumber(v, lng);
  const unitLabel = (total: ProductTotal) =>
    total.unit === "roll" ? t("calculator.rollUnit") : total.unit;
  const quantityText = (total: ProductTotal) =>
    `${formatNumber(total.unit === "roll" ? total.quantity : roundQuantity(total.quantity), lng, 3)} ${unitLabel(total)}`;
  const packs = (total: ProductTotal) =>
    packsText(total.packs, total.product.packSizes, unitLabel(total), t, fmt);
  const areaOf = (total: ProductTotal) =>
    total.areas.reduce((sum, i) => {
      const r = project.areas[i]?.result;
      return sum + (r?.ok ? r.estimate.area : 0);
    }, 0);
  const areaText = (total: ProductTotal) =>
    `${fmt(roundArea(fromSquareMetres(areaOf(total), unit)))} ${unit === "ft" ? "ft²" : "m²"}`;
  return { fmt, unitLabel, quantityText, packs, areaText };
}

/**
 * "Add to enquiry" for an estimate (a whole project, or a single surface as a project of one
 * area): its totals become enquiry lines, with a toast leading to the list.
 */
export function useAddProjectToEnquiry(project: ProjectEstimate, unit: LengthUnit): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { fmt, unitLabel, quantityText, packs, areaText } = useProjectText(project, unit);
  return () => {
    const lines = projectEnquiryLines(project.totals, {
      surfaces: (total) =>
        total.areas.map((i) => t(SURFACE_LABEL_KEY[project.areas[i]!.params.surface])).join(" + "),
      dimensions: (total) => `${areaText(total)}, ${quantityText(total)}`,
      coats: (total) => {
        const r = project.areas[total.areas[0]!]?.result;
        return total.isPrimer ? 1 : r?.ok ? r.estimate.coats : 1;
      },
      packs,
      packLabel: (total, size) =>
        total.product.packSizes.find((p) => p.size === size && p.label)?.label ??
        `${fmt(size)} ${unitLabel(total)}`,
    });
    const result = addEnquiryLines(lines);
    const message =
      result === "full" ? t("calculator.project.full") : t("calculator.project.added");
    toast.success(message, {
      action: {
        label: t("calculator.project.viewList"),
        onClick: () => void navigate("/enquiry"),
      },
    });
  };
}
