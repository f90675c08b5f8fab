import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { WaterproofingCalculator } from "@/features/calculator";
import { PageMeta } from "@/features/seo";
import { calculatorProductRowsQueryOptions as calculatorProductsQueryOptions } from "@/entities/product";
import type { PageData } from "../route-data";

export function CalculatorPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/services/waterproofing-calculator" />
      <PageHeader
        title={t("calculator.title")}
        lead={t("calculator.subtitle")}
        breadcrumbs={[
          { label: t("nav.home"), to: "/" },
          { label: t("nav.services"), to: "/services" },
          { label: t("calculator.title") },
        ]}
        className="print:border-0 print:bg-transparent print:[&_nav]:hidden print:[&_p]:hidden print:[&>div]:py-2"
      />
      <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12 print:py-0">
        <WaterproofingCalculator />
      </section>
      <section className="bg-muted/40 border-t print:hidden">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-semibold">{t("calculator.ctaTitle")}</h2>
            <p className="text-muted-foreground mt-2 max-w-2xl">{t("calculator.ctaText")}</p>
          </div>
          <Button asChild size="lg">
            <Link to="/contact">{t("calculator.actions.quote")}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export const prefetch: PageData["prefetch"] = ({ lang }) => [calculatorProductsQueryOptions(lang)];
