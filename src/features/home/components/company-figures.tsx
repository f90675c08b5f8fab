import { Skeleton } from "@/components/ui/skeleton";
import type { CompanyFigure } from "@/entities/site-settings";
import { cn } from "@/lib/utils";

/** Headline figures set large with their label (site_settings.figures, as stored). */
export function CompanyFigures({
  figures,
  className,
}: {
  figures: CompanyFigure[];
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 sm:gap-6", className)} data-testid="company-figures">
      {figures.map((figure) => (
        <div
          key={`${figure.value}-${figure.label}`}
          className="bg-card flex flex-col-reverse rounded-lg border p-4 sm:p-6"
          data-testid="company-figure"
        >
          <dt className="text-muted-foreground mt-1 text-sm font-medium">{figure.label}</dt>
          <dd className="text-primary text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
            <span dir="ltr">{figure.value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CompanyFiguresSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:gap-6">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-[5.75rem] rounded-lg sm:h-[7.25rem]" />
      ))}
    </div>
  );
}
