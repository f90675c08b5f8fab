import * as React from "react";
import { cn } from "@/lib/utils";

/** A number that matters, set large with its unit and a short label (DESIGN.md). */
export function ResultFigure({
  label,
  value,
  unit,
  note,
  className,
  testId,
}: {
  label: string;
  value: string;
  unit?: string;
  note?: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={cn("bg-card rounded-lg border p-4 print:break-inside-avoid print:p-2", className)}
    >
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1" data-testid={testId}>
        <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
          <bdi className="text-3xl font-bold tracking-tight tabular-nums print:text-2xl">
            {value}
          </bdi>
          {unit && <span className="text-muted-foreground text-lg font-medium">{unit}</span>}
        </span>
        {note && <span className="text-muted-foreground mt-1 block text-sm">{note}</span>}
      </dd>
    </div>
  );
}
