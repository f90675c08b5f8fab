import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { SURFACE_TYPES, type SurfaceType } from "../lib/area";
import type { CalculatorProduct } from "../lib/estimate";
import type { CalculatorParams, FieldIssue, TextField } from "../lib/params";
import { formatNumber } from "../lib/format";
import { NumberField } from "./number-field";
import { SurfaceDrawing } from "./surface-drawing";
import "../english-strings";

export const SURFACE_LABEL_KEY: Record<SurfaceType, string> = {
  terrace: "calculator.surfaces.roof",
  bathroom: "calculator.surfaces.bathroom",
  basement: "calculator.surfaces.basement",
  tank: "calculator.surfaces.waterTank",
  wall: "calculator.surfaces.externalWall",
};

const HEIGHT_LABEL: Record<SurfaceType, string> = {
  terrace: "calculator.upturnHeight",
  bathroom: "calculator.bandHeight",
  basement: "calculator.depth",
  tank: "calculator.tankHeight",
  wall: "calculator.wallHeight",
};

interface Props {
  params: CalculatorParams;
  update: (patch: Partial<CalculatorParams>) => void;
  products: CalculatorProduct[];
  product: CalculatorProduct;
  primer: CalculatorProduct | null;
  issues: Partial<Record<TextField, FieldIssue>>;
  touch: (field: TextField) => void;
  defaults: { coats: number; wastage: number; needs: "area" | "cement"; usesCoats: boolean };
}

/** Every input of the calculator; values and errors come from the URL state. */
export function CalculatorForm({
  params,
  update,
  products,
  product,
  primer,
  issues,
  touch,
  defaults,
}: Props) {
  const { t, i18n } = useTranslation();
  const productId = useId();
  const ft = params.unit === "ft";
  const len = ft ? "ft" : "m";
  const sq = ft ? "ft²" : "m²";
  const n = (v: number) => formatNumber(v, i18n.language, 2);

  const error = (field: TextField): string | undefined => {
    const issue = issues[field];
    if (!issue) return undefined;
    return t(`calculator.errors.${issue.code}`, {
      max: issue.max === undefined ? "" : n(issue.max),
    });
  };
  const field = (
    name: TextField,
    label: string,
    unit?: string,
    extra?: { help?: string; placeholder?: string },
  ) => (
    <NumberField
      name={name}
      label={label}
      unit={unit}
      value={params[name]}
      onChange={(value) => update({ [name]: value })}
      onBlur={() => touch(name)}
      error={error(name)}
      help={extra?.help}
      placeholder={extra?.placeholder}
    />
  );

  const s = params.surface;
  const c = product.coverage;
  const defaultHeight = s === "terrace" || s === "bathroom" ? (ft ? 0.98 : 0.3) : undefined;

  return (
    <div className="space-y-6 print:hidden">
      <Card>
        <CardHeader>
          <CardTitle>{t("calculator.productTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={productId}>{t("calculator.product")}</Label>
            <NativeSelect
              id={productId}
              name="product"
              value={product.slug}
              onChange={(e) => update({ product: e.target.value, coats: "", wastage: "" })}
              aria-describedby={`${productId}-help`}
            >
              {products.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
            <p id={`${productId}-help`} className="text-muted-foreground text-sm">
              {c.kind === "system"
                ? t("calculator.productHelpSystem")
                : primer
                  ? t("calculator.productHelp", { coats: c.coats, primer: primer.name })
                  : t("calculator.productHelpNoPrimer", { coats: c.coats })}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {defaults.usesCoats &&
              field(
                "coats",
                t(c.kind === "membrane" ? "calculator.layers" : "calculator.coats"),
                undefined,
                {
                  placeholder: String(defaults.coats),
                  help: t("calculator.defaultValue", { value: defaults.coats }),
                },
              )}
            {field("wastage", t("calculator.wastage"), "%", {
              placeholder: String(defaults.wastage),
              help: t("calculator.defaultValue", { value: `${defaults.wastage} %` }),
            })}
          </div>
        </CardContent>
      </Card>

      {defaults.needs === "cement" ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("calculator.dimensionsTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            {field("bags", t("calculator.cementBags"), undefined, {
              help: t("calculator.cementBagsHelp"),
            })}
          </CardContent>
        </Card>
      ) : (
        <>
          <fieldset className="space-y-3">
            <legend className="mb-3 text-lg font-semibold">{t("calculator.surface")}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {SURFACE_TYPES.map((surface) => (
                <label
                  key={surface}
                  className={cn(
                    "bg-card hover:border-primary/60 has-focus-visible:ring-ring flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors duration-150 has-focus-visible:ring-2 motion-reduce:transition-none",
                    s === surface && "border-primary ring-primary/40 ring-1",
                  )}
                >
                  <input
                    type="radio"
                    name="surface"
                    value={surface}
                    checked={s === surface}
                    onChange={() => update({ surface, height: "" })}
                    className="sr-only"
                  />
                  <SurfaceDrawing surface={surface} label={t(`calculator.drawingAlt.${surface}`)} />
                  <span className="min-w-0">
                    <span className="block font-medium">{t(SURFACE_LABEL_KEY[surface])}</span>
                    <span className="text-muted-foreground block text-sm">
                      {t(`calculator.surfaceHelp.${surface}`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <Card>
            <CardHeader>
              <CardTitle>{t("calculator.dimensionsTitle")}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-5">
              <div className="grid gap-4 sm:grid-cols-2">
                <Segmented
                  legend={t("calculator.units")}
                  name="unit"
                  value={params.unit}
                  options={[
                    { value: "m", label: t("calculator.metric") },
                    { value: "ft", label: t("calculator.imperial") },
                  ]}
                  onChange={(unit) => update({ unit: unit as "m" | "ft" })}
                />
                <Segmented
                  legend={t("calculator.inputMode")}
                  name="mode"
                  value={params.mode}
                  options={[
                    { value: "dimensions", label: t("calculator.byDimensions") },
                    { value: "area", label: t("calculator.byArea") },
                  ]}
                  onChange={(mode) => update({ mode: mode as "dimensions" | "area" })}
                />
              </div>
              {params.mode === "area" ? (
                field("area", t("calculator.area"), sq)
              ) : (
                <div className="grid gap-4 sm:grid-cols-2">
                  {field(
                    "length",
                    t(s === "wall" ? "calculator.wallLength" : "calculator.length"),
                    len,
                  )}
                  {field(
                    "width",
                    t(s === "wall" ? "calculator.wallWidth" : "calculator.width"),
                    len,
                  )}
                  {field("height", t(HEIGHT_LABEL[s]), len, {
                    placeholder: defaultHeight === undefined ? undefined : String(defaultHeight),
                    help:
                      defaultHeight === undefined
                        ? undefined
                        : t("calculator.defaultValue", { value: `${n(defaultHeight)} ${len}` }),
                  })}
                  {s === "bathroom" && (
                    <>
                      {field("showerWidth", t("calculator.showerWidth"), len, {
                        help: t("calculator.showerHelp"),
                      })}
                      {field("showerHeight", t("calculator.showerHeight"), len)}
                    </>
                  )}
                  {s === "wall" && (
                    <>
                      {field("doors", t("calculator.doors"), undefined, { placeholder: "0" })}
                      {field("windows", t("calculator.windows"), undefined, { placeholder: "0" })}
                      {field("doorArea", t("calculator.doorArea"), sq, {
                        placeholder: n(ft ? 1.95 * 10.764 : 1.95),
                      })}
                      {field("windowArea", t("calculator.windowArea"), sq, {
                        placeholder: n(ft ? 1.39 * 10.764 : 1.39),
                      })}
                    </>
                  )}
                  {s === "basement" && (
                    <CheckField
                      label={t("calculator.includeFloor")}
                      checked={params.floor}
                      onChange={(floor) => update({ floor })}
                    />
                  )}
                  {s === "tank" && (
                    <CheckField
                      label={t("calculator.includeSoffit")}
                      checked={params.soffit}
                      onChange={(soffit) => update({ soffit })}
                    />
                  )}
                </div>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

function Segmented({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="bg-muted inline-flex w-full rounded-md p-1">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              "has-focus-visible:ring-ring flex-1 cursor-pointer rounded px-2 py-1.5 text-center text-sm font-medium transition-colors duration-150 has-focus-visible:ring-2 motion-reduce:transition-none",
              value === o.value
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 self-end pb-2 sm:col-span-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
