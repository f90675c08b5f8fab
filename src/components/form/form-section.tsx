import * as React from "react";

/** A titled block of a settings form (a <section> named by its heading). */
export function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} className="bg-card rounded-lg border p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <div className="space-y-5">{children}</div>
    </section>
  );
}
