import { useState } from "react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { siteOrigin } from "@/lib/site-origin";
import type { CalculatorProduct } from "../lib/estimate";
import type { CalculatorParams } from "../lib/params";
import { computeProject, MAX_PROJECT_AREAS, newArea, serializeProject } from "../lib/project";
import { ProjectArea } from "./project-area";
import { ProjectTotals } from "./project-totals";

/** The whole-project estimate: areas on the left (one open at a time), totals on the right. */
export function ProjectEstimator({
  areas,
  setAreas,
  products,
}: {
  areas: CalculatorParams[];
  setAreas: (next: (current: CalculatorParams[]) => CalculatorParams[]) => void;
  products: CalculatorProduct[];
}) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState(() => Math.max(0, areas.length - 1));
  const project = computeProject(areas, products);
  const unit = areas[0]?.unit ?? "m";
  const shareUrl = `${siteOrigin()}/services/waterproofing-calculator?${serializeProject(
    project.areas.map((a) => a.params),
  ).toString()}`;

  const change = (index: number, patch: Partial<CalculatorParams>) =>
    setAreas((current) => current.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  const remove = (index: number) => {
    setAreas((current) => current.filter((_, i) => i !== index));
    setOpenIndex((open) => Math.max(0, open > index ? open - 1 : Math.min(open, areas.length - 2)));
  };
  const add = () => {
    setAreas((current) => [...current, newArea(current.at(-1))]);
    setOpenIndex(areas.length);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div className="space-y-4 print:hidden">
        {project.areas.map((area, index) => (
          <ProjectArea
            key={index}
            index={index}
            area={area}
            products={products}
            open={openIndex === index}
            onOpen={() => setOpenIndex(index)}
            onChange={(patch) => change(index, patch)}
            onRemove={areas.length > 1 ? () => remove(index) : null}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            onClick={add}
            disabled={areas.length >= MAX_PROJECT_AREAS}
            data-testid="project-add-area"
          >
            <Plus aria-hidden="true" />
            {t("calculator.project.add")}
          </Button>
          {areas.length >= MAX_PROJECT_AREAS && (
            <p className="text-muted-foreground text-sm">
              {t("calculator.project.maxAreas", { max: MAX_PROJECT_AREAS })}
            </p>
          )}
        </div>
      </div>
      <Card className="lg:sticky lg:top-20 print:border-0">
        <CardHeader>
          <h2 className="text-2xl font-semibold">{t("calculator.project.totalsTitle")}</h2>
          <p className="text-muted-foreground text-sm">
            {t("calculator.project.areaCount", { count: areas.length })}
          </p>
        </CardHeader>
        <CardContent aria-live="polite">
          <ProjectTotals project={project} unit={unit} shareUrl={shareUrl} />
        </CardContent>
      </Card>
    </div>
  );
}
