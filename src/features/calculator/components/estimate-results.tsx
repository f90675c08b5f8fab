import { FileText, ListPlus, MessageSquareQuote, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { WhatsAppIcon } from "@/components/whatsapp-icon";
import type { CalculatorProduct, Estimate } from "../lib/estimate";
import { formatNumber } from "../lib/format";
import type { ProjectEstimate } from "../lib/project";
import type { LengthUnit } from "../lib/units";
import { fromMetres, fromSquareMetres, roundArea, roundQuantity } from "../lib/units";
import { packsText } from "../lib/summary";
import { ResultFigure } from "./result-figure";
import { useAddProjectToEnquiry } from "./use-add-project-to-enquiry";
import "../english-strings";

interface Props {
  estimate: Estimate;
  product: CalculatorProduct;
  unit: LengthUnit;
  surfaceLabel: string;
  whatsappHref: string | null;
  quoteHref: string;
  /** The same estimate as a project of one area, for "Add all to enquiry". */
  project: ProjectEstimate;
}

/** The estimate: big figures, packs, primer, assumptions, the formula and the data-sheet advice. */
export function EstimateResults({
  estimate,
  product,
  unit,
  surfaceLabel,
  whatsappHref,
  quoteHref,
  project,
}: Props) {
  const { t, i18n } = useTranslation();
  const addToEnquiry = useAddProjectToEnquiry(project, unit);
  const lng = i18n.language;
  const n = (v: number, digits = 2) => formatNumber(v, lng, digits);
  const q = (v: number) => formatNumber(roundQuantity(v), lng, 3);
  const ft = unit === "ft";
  const sq = ft ? "ft²" : "m²";
  const len = ft ? "ft" : "m";
  const c = product.coverage;
  const m = estimate.material;
  const areaShown = roundArea(fromSquareMetres(estimate.area, unit));
  const matUnit = m.unit === "roll" ? "" : m.unit;
  const packs = packsText(estimate.packs, product.packSizes, estimate.packUnit, t, (v) => n(v));
  const primer = estimate.primer;
  const w = (fraction: number) => n(fraction * 100, 1);

  const formula = formulaLines();
  const assumptions = assumptionLines();

  return (
    <div className="space-y-6 print:space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2 print:grid-cols-3 print:gap-2">
        {c.kind !== "cement_admixture" && (
          <ResultFigure
            label={t("calculator.treatedArea")}
            value={n(areaShown)}
            unit={sq}
            note={ft ? `${n(roundArea(estimate.area))} m²` : surfaceLabel}
            testId="result-area"
          />
        )}
        {m.unit === "roll" ? (
          <ResultFigure
            label={t("calculator.rollsNeeded")}
            value={n(m.total, 0)}
            note={`${q(m.exact)} → ${t("calculator.rolls", { count: m.total })}`}
            testId="result-total"
          />
        ) : (
          <ResultFigure
            label={t("calculator.totalMaterial")}
            value={q(m.total)}
            unit={matUnit}
            testId="result-total"
          />
        )}
        {m.perCoat !== null && (
          <ResultFigure
            label={t("calculator.perCoat")}
            value={q(m.perCoat)}
            unit={matUnit}
            note={t("calculator.perCoatNote", { count: estimate.coats })}
          />
        )}
        <ResultFigure
          label={t("calculator.packsNeeded")}
          value={packs || "–"}
          className="sm:col-span-2 print:col-span-2 [&_bdi]:text-2xl"
          note={
            estimate.packs && estimate.packs.lines.length > 0
              ? t("calculator.packsTotal", {
                  total: n(estimate.packs.total),
                  leftover: q(estimate.packs.leftover),
                  unit: matUnit || t("calculator.rollUnit"),
                })
              : t("calculator.noPacks")
          }
          testId="result-packs"
        />
        {primer && (
          <ResultFigure
            label={`${t("calculator.primer")}: ${primer.product.name}`}
            value={q(primer.quantity)}
            unit={primer.product.coverage.unit === "roll" ? "" : primer.product.coverage.unit}
            note={packsText(
              primer.packs,
              primer.product.packSizes,
              primer.product.coverage.unit,
              t,
              (v) => n(v),
            )}
            className="sm:col-span-2 print:col-span-1"
            testId="result-primer"
          />
        )}
      </dl>

      <div className="flex flex-wrap gap-2 print:hidden">
        {whatsappHref && (
          <Button asChild>
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon aria-hidden="true" />
              {t("calculator.actions.whatsapp")}
            </a>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={quoteHref}>
            <MessageSquareQuote aria-hidden="true" />
            {t("calculator.actions.quote")}
          </Link>
        </Button>
        <Button variant="outline" onClick={addToEnquiry} data-testid="estimate-add-to-enquiry">
          <ListPlus aria-hidden="true" />
          {t("calculator.project.addAll")}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t("calculator.actions.print")}
        </Button>
      </div>

      <section aria-labelledby="calc-assumptions" className="space-y-2">
        <h3 id="calc-assumptions" className="text-lg font-semibold">
          {t("calculator.assumptionsTitle")}
        </h3>
        <ul className="text-muted-foreground list-disc space-y-1 ps-5 text-sm">
          {assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="calc-formula" className="space-y-2">
        <h3 id="calc-formula" className="text-lg font-semibold">
          {t("calculator.formulaTitle")}
        </h3>
        <ol className="bg-muted/50 space-y-1.5 overflow-x-auto rounded-md border p-3 font-mono text-sm">
          {formula.map((line) => (
            <li key={line} dir="ltr" className="text-start whitespace-pre-wrap">
              {line}
            </li>
          ))}
        </ol>
      </section>

      <div className="bg-muted/40 space-y-2 rounded-lg border p-4 text-sm">
        <p>{t("calculator.checkTds")}</p>
        <p className="text-muted-foreground">{t("calculator.disclaimer")}</p>
        {product.tdsUrl && (
          <a
            href={product.tdsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline print:hidden"
          >
            <FileText className="size-4" aria-hidden="true" />
            {t("calculator.tdsLink", { product: product.name })}
          </a>
        )}
      </div>
    </div>
  );

  function formulaLines(): string[] {
    const lines: string[] = [];
    const b = estimate.breakdown;
    const i = estimate.inputs;
    const A = n(areaShown);
    const L = n(fromMetres(i.length, unit));
    const W = n(fromMetres(i.width, unit));
    const h = n(fromMetres(i.height, unit));
    if (c.kind !== "cement_admixture") {
      if (b) {
        const P = n(fromMetres(b.perimeter, unit));
        lines.push(t("calculator.formula.perimeter", { L, W, P, len }));
        const vars = { L, W, P, h, A, area: sq };
        switch (estimate.surface) {
          case "terrace":
            lines.push(t("calculator.formula.terrace", vars));
            break;
          case "bathroom":
            lines.push(
              t("calculator.formula.bathroom", {
                ...vars,
                S: n(fromSquareMetres(i.showerWidth * i.showerHeight, unit)),
              }),
            );
            break;
          case "basement":
            lines.push(
              t(
                estimateFloor()
                  ? "calculator.formula.basementFloor"
                  : "calculator.formula.basement",
                vars,
              ),
            );
            break;
          case "tank":
            lines.push(
              t(
                estimateSoffit() ? "calculator.formula.tankSoffit" : "calculator.formula.tank",
                vars,
              ),
            );
            break;
          case "wall":
            lines.push(
              t("calculator.formula.wall", {
                ...vars,
                doors: i.doors,
                windows: i.windows,
                door: n(fromSquareMetres(i.doorArea, unit)),
                window: n(fromSquareMetres(i.windowArea, unit)),
              }),
            );
            break;
        }
      } else {
        lines.push(t("calculator.formula.direct", { A, area: sq }));
      }
      if (ft) lines.push(t("calculator.formula.areaInM2", { A: n(roundArea(estimate.area)) }));
    }
    const Am = n(roundArea(estimate.area));
    const wf = `(1 + ${n(estimate.wastage, 3)})`;
    switch (c.kind) {
      case "liquid":
        lines.push(
          t("calculator.formula.liquid", {
            A: Am,
            c: n(c.perCoat, 4),
            coats: estimate.coats,
            w: wf,
            Q: q(m.total),
            unit: c.unit,
          }),
        );
        break;
      case "system":
        lines.push(
          c.rate
            ? t("calculator.formula.systemRate", {
                A: Am,
                R: n(c.rate, 3),
                w: wf,
                Q: q(m.total),
                unit: c.unit,
              })
            : t("calculator.formula.system", {
                A: Am,
                c: n(c.perM2, 4),
                w: wf,
                Q: q(m.total),
                unit: c.unit,
              }),
        );
        break;
      case "membrane":
        lines.push(
          t("calculator.formula.membrane", {
            A: Am,
            coats: estimate.coats,
            w: wf,
            eff: n(m.effectiveRollArea ?? 0, 3),
            N: q(m.exact),
            rolls: t("calculator.rolls", { count: m.total }),
          }),
        );
        break;
      case "cement_admixture":
        lines.push(
          t("calculator.formula.admixture", {
            bags: estimate.cementBags,
            dose: n(c.perBag, 3),
            w: wf,
            Q: q(m.total),
            unit: c.unit,
          }),
        );
        break;
    }
    if (primer) {
      lines.push(
        t("calculator.formula.primer", {
          A: Am,
          p: n(primer.rate, 4),
          w: `(1 + ${n(primer.wastage, 3)})`,
          Q: q(primer.quantity),
          unit: primer.product.coverage.unit,
        }),
      );
    }
    return lines;
  }

  function estimateFloor() {
    return estimate.breakdown?.parts.some((p) => p.key === "floor") ?? false;
  }
  function estimateSoffit() {
    return estimate.breakdown?.parts.some((p) => p.key === "soffit") ?? false;
  }

  function assumptionLines(): string[] {
    const lines: string[] = [];
    switch (c.kind) {
      case "liquid":
        lines.push(
          c.rate
            ? t("calculator.assumptions.spreadingRate", {
                rate: n(c.rate, 3),
                perM2: n(c.perCoat, 3),
                unit: c.unit,
                coats: estimate.coats,
              })
            : t("calculator.assumptions.perCoat", {
                rate: n(c.perCoat, 3),
                unit: c.unit,
                coats: estimate.coats,
              }),
        );
        lines.push(t("calculator.assumptions.wastage", { wastage: w(estimate.wastage) }));
        break;
      case "system":
        lines.push(
          c.rate
            ? t("calculator.assumptions.systemRate", { rate: n(c.rate, 3), unit: c.unit })
            : t("calculator.assumptions.system", { rate: n(c.perM2, 3), unit: c.unit }),
        );
        lines.push(t("calculator.assumptions.wastage", { wastage: w(estimate.wastage) }));
        break;
      case "membrane":
        lines.push(
          t("calculator.assumptions.roll", {
            width: n(c.roll.width, 3),
            length: n(c.roll.length, 3),
            sideLap: n(c.roll.sideLap, 3),
            endLap: n(c.roll.endLap, 3),
            effective: n(m.effectiveRollArea ?? 0, 3),
          }),
        );
        lines.push(t("calculator.assumptions.layers", { layers: estimate.coats }));
        lines.push(t("calculator.assumptions.cutting", { wastage: w(estimate.wastage) }));
        break;
      case "cement_admixture":
        lines.push(
          t("calculator.assumptions.dose", { dose: n(c.perBag, 3), unit: c.unit, bagKg: c.bagKg }),
        );
        lines.push(t("calculator.assumptions.wastage", { wastage: w(estimate.wastage) }));
        break;
    }
    if (primer) {
      lines.push(
        t("calculator.assumptions.primer", {
          primer: primer.product.name,
          rate: n(primer.rate, 3),
          unit: primer.product.coverage.unit,
          wastage: w(primer.wastage),
        }),
      );
    }
    if (ft) lines.push(t("calculator.assumptions.feet"));
    lines.push(t("calculator.assumptions.packs"));
    return lines;
  }
}
