import { ArrowLeft, CheckCircle2, PackageX, Ruler } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { ErrorState } from "@/components/state-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useProductQuery } from "@/entities/product";
import { normalizeGallery } from "../lib/gallery";
import { normalizePackSizes, normalizeSpecifications } from "../lib/specifications";
import type { ProductDetail } from "@/entities/product";
import { ProductActions } from "./product-actions";
import { ProductDocuments } from "./product-documents";
import { ProductGallery } from "./product-gallery";
import { RelatedProducts } from "./related-products";
import { SpecificationsTable } from "./specifications-table";

/** A product's page body: loading, not found, error, or the product. */
export function ProductDetailView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useProductQuery(slug);
  if (query.isPending) return <ProductDetailSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="sr-only">{t("products.title")}</h1>
        <ErrorState
          title={t("products.errorTitle")}
          text={t("products.errorText")}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!query.data) return <ProductNotFound />;
  return <ProductDetailContent product={query.data} />;
}

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center sm:py-28">
      <PackageX className="text-muted-foreground size-12" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t("products.notFoundTitle")}
      </h1>
      <p className="text-muted-foreground text-lg">{t("products.notFoundText")}</p>
      <Button asChild className="mt-2">
        <Link to="/products">
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t("products.backToProducts")}
        </Link>
      </Button>
    </div>
  );
}

function paragraphs(text: string | null): string[] {
  return (text ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function ProductDetailContent({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const images = useMemo(() => normalizeGallery(product), [product]);
  const specs = useMemo(() => normalizeSpecifications(product.specifications), [product]);
  const packs = useMemo(() => normalizePackSizes(product.pack_sizes), [product]);
  const description = paragraphs(product.description);
  const hasDocs = Boolean(product.tds_url || product.sds_url);

  return (
    <article className="mx-auto max-w-6xl px-4">
      <Breadcrumbs
        className="pt-6"
        structuredData
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("nav.products"), to: "/products" },
          ...(product.category
            ? [{ label: product.category.name, to: `/products?category=${product.category.slug}` }]
            : []),
          { label: product.name },
        ]}
      />
      <div className="grid gap-x-10 gap-y-6 py-6 sm:py-8 lg:grid-cols-2">
        <header className="flex flex-col gap-3 lg:col-start-2 lg:row-start-1">
          <div className="flex flex-wrap items-center gap-2">
            {product.category && (
              <Badge variant="secondary">
                <Link
                  to={`/products?category=${product.category.slug}`}
                  className="hover:underline"
                >
                  {product.category.name}
                </Link>
              </Badge>
            )}
            {product.brand && (
              <span className="text-muted-foreground text-sm">
                {t("products.brand")}:{" "}
                <Link
                  to={`/products?brand=${product.brand.slug}`}
                  className="text-foreground font-medium hover:underline"
                >
                  {product.brand.name}
                </Link>
              </span>
            )}
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            <bdi>{product.name}</bdi>
          </h1>
          {product.short_description && (
            <p className="text-muted-foreground text-lg">
              <bdi>{product.short_description}</bdi>
            </p>
          )}
        </header>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="mx-auto w-full max-w-md lg:sticky lg:top-24 lg:max-w-none">
            <ProductGallery images={images} />
          </div>
        </div>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-2">
          <ProductActions product={product} />
          {(product.coverage || packs.length > 0) && (
            <dl className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 sm:p-6">
              {product.coverage && (
                <div className="flex flex-col gap-1 sm:col-span-2">
                  <dt className="text-muted-foreground flex items-center gap-2 text-sm font-medium">
                    <Ruler className="size-4" aria-hidden="true" />
                    {t("products.coverage")}
                  </dt>
                  <dd className="text-lg font-semibold">
                    <bdi>{product.coverage}</bdi>
                  </dd>
                </div>
              )}
              {packs.length > 0 && (
                <div className="flex flex-col gap-2 sm:col-span-2">
                  <dt className="text-muted-foreground text-sm font-medium">
                    {t("products.packSizes")}
                  </dt>
                  <dd>
                    <ul className="flex flex-wrap gap-2">
                      {packs.map((pack, i) => (
                        <li
                          key={`${pack.label}-${i}`}
                          className="bg-muted rounded-md px-3 py-1.5 text-sm font-medium"
                        >
                          <bdi>{pack.label}</bdi>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          )}
          {hasDocs && (
            <section aria-labelledby="product-documents" className="flex flex-col gap-3">
              <h2 id="product-documents" className="text-lg font-semibold">
                {t("products.documents")}
              </h2>
              <ProductDocuments product={product} />
            </section>
          )}
        </div>
      </div>

      <div className="grid gap-10 border-t py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-10">
          {description.length > 0 && (
            <section aria-labelledby="product-description">
              <h2 id="product-description" className="mb-4 text-2xl font-semibold">
                {t("products.description")}
              </h2>
              <div className="flex max-w-3xl flex-col gap-4 leading-relaxed">
                {description.map((p, i) => (
                  <p key={i}>
                    <bdi>{p}</bdi>
                  </p>
                ))}
              </div>
            </section>
          )}
          {specs.length > 0 && (
            <section aria-labelledby="product-specifications">
              <h2 id="product-specifications" className="mb-4 text-2xl font-semibold">
                {t("products.specifications")}
              </h2>
              <SpecificationsTable rows={specs} />
            </section>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-10">
          <FactList id="product-features" title={t("products.features")} items={product.features} />
          <FactList
            id="product-applications"
            title={t("products.applications")}
            items={product.applications}
          />
        </div>
      </div>

      <RelatedProducts categoryId={product.category_id} slug={product.slug} />

      <section
        aria-labelledby="product-enquiry"
        className="bg-muted/60 mb-12 flex flex-col gap-4 rounded-lg border p-6 sm:mb-16 sm:p-8 lg:flex-row lg:items-center lg:justify-between"
      >
        <div>
          <h2 id="product-enquiry" className="text-2xl font-semibold">
            {t("products.enquiryTitle")}
          </h2>
          <p className="text-muted-foreground mt-2">{t("products.enquiryText")}</p>
        </div>
        <ProductActions product={product} />
      </section>
    </article>
  );
}

function FactList({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item, i) => (
          <li key={i} className="flex gap-3">
            <CheckCircle2 className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <bdi>{item}</bdi>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4" role="status" aria-busy="true">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="mt-6 h-5 w-64" />
      <div className="grid gap-x-10 gap-y-6 py-6 sm:py-8 lg:grid-cols-2">
        <div className="flex flex-col gap-3 lg:col-start-2 lg:row-start-1">
          <Skeleton className="h-5.5 w-32 rounded-full" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-3/4" />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Skeleton className="mx-auto aspect-square w-full max-w-md rounded-lg lg:max-w-none" />
        </div>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-2">
          <div className="flex flex-wrap gap-2">
            <Skeleton className="h-11 w-52" />
            <Skeleton className="h-11 w-44" />
          </div>
          <Skeleton className="h-36 w-full rounded-lg" />
        </div>
      </div>
    </div>
  );
}
