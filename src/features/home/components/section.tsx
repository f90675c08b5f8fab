import * as React from "react";
import { cn } from "@/lib/utils";
import { HydrationBoundary } from "@/components/hydration-boundary";

/** A page section: an h2 (with an optional lead and an action at its end), then its content. */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  action,
  tone = "default",
  className,
  children,
  ...props
}: {
  /** The h2's id; the section is labelled by it. */
  id: string;
  title: React.ReactNode;
  eyebrow?: React.ReactNode;
  lead?: React.ReactNode;
  action?: React.ReactNode;
  tone?: "default" | "muted";
  className?: string;
  children: React.ReactNode;
} & Omit<React.ComponentProps<"section">, "title" | "id">) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "render-when-visible py-12 sm:py-16",
        tone === "muted" && "bg-muted/40 border-y",
        className,
      )}
      {...props}
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
          <div className="max-w-3xl min-w-0">
            {eyebrow && (
              <p className="text-primary mb-2 text-sm font-semibold tracking-wide uppercase">
                {eyebrow}
              </p>
            )}
            <h2 id={id} className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {title}
            </h2>
            {lead && <p className="text-muted-foreground mt-2 text-base">{lead}</p>}
          </div>
          {action && <div className="shrink-0">{action}</div>}
        </div>
        <HydrationBoundary>{children}</HydrationBoundary>
      </div>
    </section>
  );
}
