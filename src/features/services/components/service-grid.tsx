import { Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { JsonLd, useAbsoluteUrl } from "@/components/json-ld";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { itemListLd } from "@/lib/json-ld";
import { useServicesQuery } from "@/entities/service";
import { CALCULATOR_SLUG, servicePath } from "@/entities/service";
import { CalculatorCard, ServiceCard } from "./service-card";

const GRID = "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3";

export function ServiceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={GRID} data-testid="services-loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-[14.5rem] rounded-lg" />
      ))}
    </div>
  );
}

/**
 * The published services as cards. The calculator's own row is left out of the grid: with
 * `showCalculator` it is shown as a wide card linking to its dedicated page instead.
 */
export function ServiceGrid({
  limit,
  showCalculator = true,
  structuredData = false,
}: {
  limit?: number;
  showCalculator?: boolean;
  /** The services page lists them for search engines too (an ItemList). */
  structuredData?: boolean;
}) {
  const { t } = useTranslation();
  const query = useServicesQuery();
  const absoluteUrl = useAbsoluteUrl();
  if (query.isPending) return <ServiceGridSkeleton count={limit ?? 6} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t("services.errorTitle")}
        text={t("services.errorText")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const services = query.data.filter((s) => s.slug !== CALCULATOR_SLUG);
  const shown = limit ? services.slice(0, limit) : services;
  if (shown.length === 0 && !showCalculator) {
    return <StateMessage icon={Wrench} title={t("services.noServices")} />;
  }
  const calculator = showCalculator ? query.data.find((s) => s.slug === CALCULATOR_SLUG) : null;
  const listed = calculator ? [...shown, calculator] : shown;
  return (
    <div className="space-y-4 sm:space-y-6">
      {structuredData && (
        <JsonLd
          data={itemListLd(
            listed.map((s) => ({ name: s.title, url: absoluteUrl(servicePath(s.slug)) })),
            t("services.title"),
          )}
        />
      )}
      {shown.length === 0 ? (
        <StateMessage icon={Wrench} title={t("services.noServices")} />
      ) : (
        <ul className={GRID} data-testid="service-grid">
          {shown.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      )}
      {showCalculator && <CalculatorCard />}
    </div>
  );
}
