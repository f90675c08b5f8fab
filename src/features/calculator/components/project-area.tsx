import { useCallback, useState } from "react";
import { ChevronDown, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { productDefaults, type CalculatorProduct } from "../lib/estimate";
import { formatNumber } from "../lib/format";
import type { CalculatorParams, TextField } from "../lib/params";
import { primerOf, type AreaEstimate } from "../lib/project";
import { fromSquareMetres, roundArea } from "../lib/units";
import { CalculatorForm, SURFACE_LABEL_KEY } from "./calculator-form";

interface Props {
  index: number;
  area: AreaEstimate;
  products: CalculatorProduct[];
  open: boolean;
  onOpen: () => void;
  onChange: (patch: Partial<CalculatorParams>) => void;
  onRemove: (() => void) | null;
}

/** One area of the project: its summary, or (when open) the calculator's own form for it. */
export function ProjectArea({ index, area, products, open, onOpen, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<TextField>>(() => new Set());
  const touch = useCallback(
    (field: TextField) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field))),
    [],
  );
  const { params, product, result } = area;
  const number = index + 1;
  const surface = t(SURFACE_LABEL_KEY[params.surface]);
  const headingId = `project-area-${number}`;
  const issues = result.ok ? {} : result.issues;
  const shownIssues = Object.fromEntries(
    Object.entries(issues).filter(
      ([field, issue]) => issue.code !== "required" || touched.has(field as TextField),
    ),
  );
  const sq = params.unit === "ft" ? "ft²" : "m²";
  const summary = result.ok
    ? `${formatNumber(roundArea(fromSquareMetres(result.estimate.area, params.unit)), i18n.language)} ${sq} · ${product.name}`
    : t("calculator.project.incompleteArea");

  return (
    <section
      aria-labelledby={headingId}
      className="bg-card rounded-lg border"
      data-testid="project-area"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 p-4">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {t("calculator.project.areaTitle", { number, surface })}
          </h3>
          <p
            className={result.ok ? "text-muted-foreground text-sm" : "text-destructive text-sm"}
            data-testid="project-area-summary"
          >
            {summary}
          </p>
        </div>
        <div className="flex gap-2">
          {!open && (
            <Button variant="outline" size="sm" onClick={onOpen} aria-describedby={headingId}>
              <Pencil aria-hidden="true" />
              {t("calculator.project.edit")}
            </Button>
          )}
          {open && <ChevronDown className="text-muted-foreground size-5" aria-hidden="true" />}
          {onRemove && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              aria-label={t("calculator.project.remove", { number })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {open && (
        <div className="space-y-4 border-t p-2 sm:p-4">
          <CalculatorForm
            params={params}
            update={(patch) => onChange({ product: product.slug, ...patch })}
            products={products}
            product={product}
            primer={primerOf(product, products)}
            issues={shownIssues}
            touch={touch}
            defaults={productDefaults(product.coverage)}
          />
        </div>
      )}
    </section>
  );
}
