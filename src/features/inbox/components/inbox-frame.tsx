import type * as React from "react";
import { AdminPage } from "@/components/admin-page";

/**
 * The inbox's page frame: the back office's AdminPage (its h1), or, when the host page already
 * has its own frame and h1 (the support desk), a section with an h2 and the same actions row.
 */
export function InboxFrame({
  framed,
  title,
  description,
  actions,
  children,
}: {
  framed: boolean;
  title: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  if (framed) {
    return (
      <AdminPage title={title} description={description} actions={actions}>
        {children}
      </AdminPage>
    );
  }
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h2>
          {description && <p className="text-muted-foreground mt-1 text-sm">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
