import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * The frame of every back-office page inside the admin layout: the page's one h1 with its
 * primary action at the end of the same row, an optional one-line description, then the content.
 * (The layout around it draws the sidebar, breadcrumbs and account menu.)
 */
export function AdminPage({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8", className)}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          {description && (
            <p className="text-muted-foreground mt-1 max-w-3xl text-sm">{description}</p>
          )}
        </div>
        {actions && <div className="flex max-w-full flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
