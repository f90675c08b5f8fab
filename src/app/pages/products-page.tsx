import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { ProductCatalogue } from "@/features/catalogue/list";
import { PageMeta } from "@/features/seo";
import { brandsQueryOptions } from "@/entities/brand";
import { categoryFacetsQueryOptions as categoriesQueryOptions } from "@/entities/category";
import { productsQueryOptions } from "@/entities/product";
import { parseCatalogueState } from "@/features/catalogue/lib/url-state";
import type { PageData } from "../route-data";

export function ProductsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta route="/products" />
      <PageHeader
        title={t("products.title")}
        lead={t("products.subtitle")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("products.title") }]}
      />
      <ProductCatalogue />
    </>
  );
}

export const prefetch: PageData["prefetch"] = ({ search, lang }) => [
  productsQueryOptions(parseCatalogueState(search), lang),
  categoriesQueryOptions(lang),
  brandsQueryOptions(),
];
