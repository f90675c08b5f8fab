import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { ProductCatalogue } from "@/features/catalogue/list";
import { PageMeta } from "@/features/seo";

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
