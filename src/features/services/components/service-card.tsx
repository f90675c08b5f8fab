import { ArrowRight, Calculator } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/utils";
import type { ServiceSummary } from "@/entities/service";
import { ContentIcon } from "@/components/content-icon";
import { CALCULATOR_PATH, servicePath } from "@/entities/service";

const cardClass =
  "group bg-card hover:border-primary/60 relative flex h-full flex-col rounded-lg border p-4 transition-colors duration-150 focus-within:ring-2 focus-within:ring-ring sm:p-6 motion-reduce:transition-none";

/** A service: icon, title, summary, and a "View details" link covering the card. */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  const { t } = useTranslation();
  return (
    <article className={cardClass} data-testid="service-card">
      <span className="bg-secondary text-primary mb-4 flex size-11 items-center justify-center rounded-md">
        <ContentIcon name={service.icon} className="size-5" />
      </span>
      <h3 className="text-lg leading-tight font-semibold" dir="auto">
        {service.title}
      </h3>
      {service.summary && (
        <p className="text-muted-foreground mt-2 line-clamp-3 text-sm" dir="auto">
          {service.summary}
        </p>
      )}
      <Link
        to={servicePath(service.slug)}
        className="text-primary mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-medium outline-none after:absolute after:inset-0 after:rounded-lg"
      >
        {t("services.viewDetails")}
        <span className="sr-only">: {service.title}</span>
        <ArrowRight
          className="size-4 transition-transform duration-150 group-hover:translate-x-0.5 motion-reduce:transition-none rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </article>
  );
}

/** The waterproofing calculator as a wide, highlighted card. */
export function CalculatorCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <article
      className={cn(
        "bg-secondary text-secondary-foreground focus-within:ring-ring relative flex flex-col gap-4 rounded-lg border p-4 focus-within:ring-2 sm:flex-row sm:items-center sm:p-6",
        className,
      )}
      data-testid="calculator-card"
    >
      <span className="bg-primary text-primary-foreground flex size-12 shrink-0 items-center justify-center rounded-md">
        <Calculator className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg leading-tight font-semibold">{t("services.calculatorCardTitle")}</h3>
        <p className="mt-1 text-sm">{t("services.calculatorCardText")}</p>
      </div>
      <Link
        to={CALCULATOR_PATH}
        className="bg-primary text-primary-foreground hover:bg-primary/90 inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium outline-none after:absolute after:inset-0 after:rounded-lg"
      >
        {t("services.openCalculator")}
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
      </Link>
    </article>
  );
}
