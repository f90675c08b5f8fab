import { Link2, ListPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { addEnquiryLines } from "@/entities/enquiry-list";
import { formatNumber } from "../lib/format";
import type { ProductTotal, ProjectEstimate } from "../lib/project";
import { projectEnquiryLines } from "../lib/project-enquiry";
import { packsText } from "../lib/summary";
import { fromSquareMetres, roundArea, roundQuantity, type LengthUnit } from "../lib/units";
import { SURFACE_LABEL_KEY } from "./calculator-form";

/** The project's totals per product, in packs, with "Add all to enquiry" and the link to share. */
export function ProjectTotals({
  project,
  unit,
  shareUrl,
}: {
  project: ProjectEstimate;
  unit: LengthUnit;
  shareUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lng = i18n.language;
  const fmt = (v: number) => formatNumber(v, lng);
  const sq = unit === "ft" ? "ft²" : "m²";
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

  const addAll = () => {
    const lines = projectEnquiryLines(project.totals, {
      surfaces: (total) =>
        total.areas.map((i) => t(SURFACE_LABEL_KEY[project.areas[i]!.params.surface])).join(" + "),
      dimensions: (total) =>
        `${fmt(roundArea(fromSquareMetres(areaOf(total), unit)))} ${sq}, ${quantityText(total)}`,
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

  const copyLink = () => {
    void navigator.clipboard
      ?.writeText(shareUrl)
      .then(() => toast.success(t("calculator.project.linkCopied")));
  };

  if (project.totals.length === 0) {
    return <p className="text-muted-foreground py-6 text-sm">{t("calculator.project.noTotals")}</p>;
  }
  return (
    <div className="space-y-5">
      <p className="text-muted-foreground text-sm">{t("calculator.project.totalsHelp")}</p>
      <ul className="divide-y" data-testid="project-totals">
        {project.totals.map((total) => (
          <li
            key={`${total.product.slug}|${total.unit}`}
            className="py-3"
            data-testid="project-total"
            data-product={total.product.slug}
          >
            <p className="font-medium">
              {total.product.name}
              {total.isPrimer && (
                <span className="text-muted-foreground text-sm"> · {t("calculator.primer")}</span>
              )}
            </p>
            <p className="text-2xl font-semibold" data-testid="project-total-packs">
              {packs(total) || t("calculator.noPacks")}
            </p>
            <p className="text-muted-foreground text-sm" data-testid="project-total-quantity">
              {quantityText(total)}
              {total.packs &&
                ` · ${t("calculator.packsTotal", {
                  total: fmt(total.packs.total),
                  leftover: fmt(total.packs.leftover),
                  unit: unitLabel(total),
                })}`}
            </p>
            <p className="text-muted-foreground text-xs">
              {t("calculator.project.usedIn", {
                areas: total.areas.map((i) => String(i + 1)).join(", "),
              })}
            </p>
          </li>
        ))}
      </ul>
      {!project.complete && (
        <p className="text-destructive text-sm">{t("calculator.project.someIncomplete")}</p>
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={addAll} data-testid="project-add-all">
          <ListPlus aria-hidden="true" />
          {t("calculator.project.addAll")}
        </Button>
        <Button variant="outline" onClick={copyLink}>
          <Link2 aria-hidden="true" />
          {t("calculator.project.copyLink")}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/enquiry">{t("calculator.project.viewList")}</Link>
        </Button>
      </div>
    </div>
  );
}
