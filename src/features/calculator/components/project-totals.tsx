import { Link2, ListPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { ProjectEstimate } from "../lib/project";
import type { LengthUnit } from "../lib/units";
import { useAddProjectToEnquiry, useProjectText } from "./use-add-project-to-enquiry";

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
  const { t } = useTranslation();
  const { fmt, unitLabel, quantityText, packs } = useProjectText(project, unit);
  const addAll = useAddProjectToEnquiry(project, unit);

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
