import { useCallback, useMemo, useState } from "react";
import { Calculator, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState, StateMessage } from "@/components/state-message";
import { useWhatsAppSettingsQuery, whatsappLink } from "@/entities/whatsapp-settings";
import { useCalculatorProductsQuery } from "../hooks/use-calculator-products";
import { useCalculatorParams } from "../hooks/use-calculator-params";
import { useProjectParams } from "../hooks/use-project-params";
import { computeEstimate, productDefaults, type CalculatorProduct } from "../lib/estimate";
import { formatNumber } from "../lib/format";
import { computeProject } from "../lib/project";
import type { TextField } from "../lib/params";
import { DEFAULT_PARAMS, serializeParams } from "../lib/params";
import { estimateSummary } from "../lib/summary";
import { fromSquareMetres, roundArea, roundQuantity } from "../lib/units";
import { CalculatorForm, SURFACE_LABEL_KEY } from "./calculator-form";
import { CalculatorModeSwitch } from "./calculator-mode-switch";
import { EstimateResults } from "./estimate-results";
import { ProjectEstimator } from "./project-estimator";
import { siteOrigin } from "@/lib/site-origin";
import "../english-strings";

const MAX_SUBJECT = 200;
const MAX_MESSAGE = 5000;

/** The waterproofing calculator: inputs in the URL, products from the catalogue. */
export function WaterproofingCalculator() {
  const { t, i18n } = useTranslation();
  const productsQuery = useCalculatorProductsQuery();
  const whatsapp = useWhatsAppSettingsQuery();
  const [params, update] = useCalculatorParams();
  const { isProject, areas, setAreas } = useProjectParams();
  const [touched, setTouched] = useState<ReadonlySet<TextField>>(() => new Set());
  const touch = useCallback(
    (field: TextField) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field))),
    [],
  );

  const products = useMemo(() => productsQuery.data ?? [], [productsQuery.data]);
  const requested = params.product ? products.find((p) => p.slug === params.product) : undefined;
  const product: CalculatorProduct | undefined = requested ?? products[0];
  const primer =
    (product?.coverage.primerSlug &&
      products.find((p) => p.slug === product.coverage.primerSlug)) ||
    null;

  if (productsQuery.isPending) return <CalculatorSkeleton />;
  if (productsQuery.isError) {
    return (
      <ErrorState
        title={t("calculator.loadError")}
        text={t("calculator.loadErrorText")}
        onRetry={() => void productsQuery.refetch()}
      />
    );
  }
  if (!product) {
    return <StateMessage icon={Calculator} title={t("calculator.noProducts")} />;
  }

  // Either mode's link keeps working: a single estimate becomes the project's first area, and
  // back, the first area becomes the single estimate.
  const modeSwitch = (
    <CalculatorModeSwitch
      project={isProject}
      onChange={(toProject) =>
        toProject
          ? setAreas(() => [{ ...params, product: product.slug }])
          : update(areas[0] ?? DEFAULT_PARAMS)
      }
    />
  );
  if (isProject) {
    return (
      <>
        {modeSwitch}
        <ProjectEstimator areas={areas} setAreas={setAreas} products={products} />
      </>
    );
  }

  const defaults = productDefaults(product.coverage);
  const result = computeEstimate({ ...params, product: product.slug }, product, primer);
  const issues = result.ok ? {} : result.issues;
  // "Enter a value" only once the visitor has left the field; other mistakes show at once.
  const shownIssues = Object.fromEntries(
    Object.entries(issues).filter(
      ([field, issue]) => issue.code !== "required" || touched.has(field as TextField),
    ),
  );
  const onlyMissing = !result.ok && Object.values(issues).every((i) => i.code === "required");

  const lng = i18n.language;
  const surfaceLabel = t(SURFACE_LABEL_KEY[params.surface]);
  let whatsappHref: string | null = null;
  let quoteHref = "/contact";
  if (result.ok) {
    const e = result.estimate;
    const sq = params.unit === "ft" ? "ft²" : "m²";
    const areaText = `${formatNumber(roundArea(fromSquareMetres(e.area, params.unit)), lng)} ${sq}`;
    const unit = e.material.unit === "roll" ? t("calculator.rollUnit") : e.material.unit;
    const quantityText = `${formatNumber(e.material.unit === "roll" ? e.material.total : roundQuantity(e.material.total), lng, 3)} ${unit}`;
    const primerQuantityText = e.primer
      ? `${formatNumber(roundQuantity(e.primer.quantity), lng, 3)} ${e.primer.product.coverage.unit}`
      : null;
    const shareParams = serializeParams({ ...params, product: product.slug });
    const url = `${siteOrigin()}/services/waterproofing-calculator?${shareParams.toString()}`;
    const summary = estimateSummary({
      estimate: e,
      product,
      surfaceLabel,
      areaText,
      quantityText,
      primerQuantityText,
      url,
      t,
      fmt: (v) => formatNumber(v, lng),
    });
    if (whatsapp.data) whatsappHref = whatsappLink(whatsapp.data.phoneNumber, summary);
    const contact = new URLSearchParams({
      subject: t("calculator.share.subject", { product: product.name }).slice(0, MAX_SUBJECT),
      message: summary.slice(0, MAX_MESSAGE),
    });
    quoteHref = `/contact?${contact.toString()}`;
  }

  return (
    <>
      {modeSwitch}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-4 print:hidden">
          {params.product && !requested && (
            <Alert>
              <Info aria-hidden="true" />
              <AlertDescription className="text-foreground mt-0">
                {t("calculator.productNotFound")}
              </AlertDescription>
            </Alert>
          )}
          <CalculatorForm
            params={params}
            update={(patch) => update({ product: product.slug, ...patch })}
            products={products}
            product={product}
            primer={primer}
            issues={shownIssues}
            touch={touch}
            defaults={defaults}
          />
        </div>
        <Card className="lg:sticky lg:top-20 print:border-0 print:[&>div]:p-0 print:[&>div]:pb-2">
          <CardHeader>
            <h2 className="text-2xl font-semibold">{t("calculator.resultsTitle")}</h2>
            <p className="text-muted-foreground text-sm">{product.name}</p>
          </CardHeader>
          <CardContent aria-live="polite">
            {result.ok ? (
              <EstimateResults
                estimate={result.estimate}
                product={product}
                unit={params.unit}
                surfaceLabel={surfaceLabel}
                whatsappHref={whatsappHref}
                quoteHref={quoteHref}
                project={computeProject([{ ...params, product: product.slug }], products)}
              />
            ) : (
              <StateMessage
                icon={Calculator}
                title={onlyMissing ? t("calculator.incomplete") : t("calculator.fixErrors")}
                className="py-10"
              />
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

function CalculatorSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2" aria-busy="true">
      <div className="space-y-4">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
