import * as React from "react";
import { cn } from "@/lib/utils";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** A public page's header: breadcrumb (except home), the page's one h1 and a one-line lead. */
export function PageHeader({
  title,
  lead,
  breadcrumbs,
  actions,
  className,
}: {
  title: React.ReactNode;
  lead?: React.ReactNode;
  breadcrumbs?: Crumb[];
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("bg-muted/40 border-b", className)}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} className="mb-4" structuredData />}
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            {lead && <p className="text-muted-foreground mt-3 max-w-3xl text-lg">{lead}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      </div>
    </header>
  );
}
