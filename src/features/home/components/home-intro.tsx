import { ArrowRight, Calculator } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { CALCULATOR_PATH } from "@/entities/service";
import { useSiteSettingsQuery } from "@/entities/site-settings";
import { CompanyFigures, CompanyFiguresSkeleton } from "./company-figures";

/** The page's h1 and lead with the main actions, beside the company's headline figures. */
export function HomeIntro() {
  const { t } = useTranslation();
  const { data: site, isPending } = useSiteSettingsQuery();
  const figures = site?.figures ?? [];
  return (
    <div className="border-b">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="text-primary mb-3 text-sm font-semibold tracking-wide uppercase">
            {t("hero.badge")}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("hero.title")}
          </h1>
          {site ? (
            <p className="text-muted-foreground mt-4 max-w-2xl text-lg">
              {t("hero.subtitle", { countries: site.countries_served })}
            </p>
          ) : isPending ? (
            <div className="mt-4 max-w-2xl space-y-2">
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-4/5" />
            </div>
          ) : null}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg" className="px-6">
              <Link to="/products">
                {t("hero.ctaProducts")}
                <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="px-6">
              <Link to="/contact">{t("hero.ctaContact")}</Link>
            </Button>
            <Button asChild size="lg" variant="ghost" className="px-4">
              <Link to={CALCULATOR_PATH}>
                <Calculator aria-hidden="true" />
                {t("hero.ctaCalculator")}
              </Link>
            </Button>
          </div>
        </div>
        <section aria-labelledby="home-figures-title">
          <h2
            id="home-figures-title"
            className="text-muted-foreground mb-4 text-sm font-semibold tracking-wide uppercase"
          >
            {t("home.figuresTitle")}
          </h2>
          {isPending ? (
            <CompanyFiguresSkeleton />
          ) : figures.length > 0 ? (
            <CompanyFigures figures={figures} />
          ) : (
            <p className="text-muted-foreground">{t("home.figuresEmpty")}</p>
          )}
        </section>
      </div>
    </div>
  );
}
