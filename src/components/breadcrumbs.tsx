import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { breadcrumbListLd } from "@/lib/json-ld";
import { cn } from "@/lib/utils";
import { JsonLd, useAbsoluteUrl } from "./json-ld";

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/**
 * Breadcrumb trail; the last crumb is the current page. Chevrons flip in right-to-left pages.
 * A public page's trail is also given to search engines as a BreadcrumbList (`structuredData`).
 */
export function Breadcrumbs({
  items,
  className,
  structuredData = false,
}: {
  items: Crumb[];
  className?: string;
  structuredData?: boolean;
}) {
  const { t } = useTranslation();
  const absoluteUrl = useAbsoluteUrl();
  return (
    <nav aria-label={t("common.breadcrumb")} className={cn("text-sm", className)}>
      {structuredData && (
        <JsonLd
          data={breadcrumbListLd(
            items.map((item) => ({
              name: item.label,
              url: item.to ? absoluteUrl(item.to) : undefined,
            })),
          )}
        />
      )}
      <ol className="text-muted-foreground flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && (
              <ChevronRight className="size-3.5 shrink-0 rtl:rotate-180" aria-hidden="true" />
            )}
            {item.to ? (
              <Link
                to={item.to}
                className="hover:text-foreground truncate underline-offset-4 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-foreground truncate font-medium">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
