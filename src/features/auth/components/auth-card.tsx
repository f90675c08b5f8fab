import type { ReactNode } from "react";

/** The centred card of the sign-in, reset and setup pages, with the page's h1. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
  icon,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="bg-muted/30 flex justify-center px-4 py-12 sm:py-16">
      <div className="w-full max-w-md">
        <div className="border-border bg-card text-card-foreground rounded-lg border p-6 shadow-sm sm:p-8">
          {icon && <div className="mb-4">{icon}</div>}
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {lead && <p className="text-muted-foreground mt-2 text-sm">{lead}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="text-muted-foreground mt-4 text-center text-sm">{footer}</div>}
      </div>
    </section>
  );
}

export function AuthIcon({
  children,
  tone = "primary",
}: {
  children: ReactNode;
  tone?: "primary" | "success" | "destructive";
}) {
  const tones = {
    primary: "bg-primary/10 text-primary",
    success: "bg-emerald-600/10 text-emerald-700 dark:text-emerald-400",
    destructive: "bg-destructive/10 text-destructive",
  } as const;
  return (
    <span
      className={`flex size-12 items-center justify-center rounded-full ${tones[tone]} [&_svg]:size-6`}
    >
      {children}
    </span>
  );
}
