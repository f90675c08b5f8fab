import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { WidgetProps } from "./types";

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** How the route may look as a search result (title ~60 and description ~160 characters shown). */
export function SeoPreviewWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const [route, title, description] = useWatch({
    control: p.form.control,
    name: ["route", "title", "description"],
  }) as [string | undefined, string | undefined, string | undefined];
  const origin = typeof window === "undefined" ? "" : window.location.host;
  return (
    <div id={p.id} className="bg-card rounded-md border p-4" aria-describedby={p.describedBy}>
      <p className="text-muted-foreground truncate text-xs" dir="ltr">
        {origin}
        {route || "/"}
      </p>
      <p className="text-primary mt-1 text-lg leading-snug">
        {clip(title?.trim() || t("cms.seo.noTitle"), 60)}
      </p>
      <p className="text-muted-foreground mt-1 text-sm">
        {clip(description?.trim() || t("cms.seo.noDescription"), 160)}
      </p>
    </div>
  );
}
