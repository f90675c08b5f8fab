import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ProductDetail } from "@/entities/product";

/** Technical and safety data sheet downloads (only those the product has). */
export function ProductDocuments({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const docs = [
    { href: product.tds_url, label: t("products.technicalDataSheet"), id: "tds" },
    { href: product.sds_url, label: t("products.safetyDataSheet"), id: "sds" },
  ].filter((d): d is { href: string; label: string; id: string } => Boolean(d.href));
  if (docs.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {docs.map((doc) => (
        <li key={doc.id}>
          <a
            href={doc.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`doc-${doc.id}`}
            className="bg-card hover:bg-accent focus-visible:ring-ring flex items-center gap-3 rounded-lg border p-4 transition-colors duration-150 outline-none focus-visible:ring-2 motion-reduce:transition-none"
          >
            <FileText className="text-primary size-6 shrink-0" aria-hidden="true" />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{doc.label}</span>
              <span className="text-muted-foreground text-sm">
                {t("products.downloadPdf")}
                <span className="sr-only"> {t("products.opensInNewTab")}</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
