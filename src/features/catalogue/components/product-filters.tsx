import { Search, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useBrandsQuery } from "@/entities/brand";
import { useCategoryFacetsQuery as useCategoriesQuery } from "@/entities/category";
import { SORTS, hasFilters, type CatalogueState, type ProductSort } from "../lib/url-state";

const SORT_LABEL: Record<ProductSort, string> = {
  featured: "products.sortFeatured",
  name: "products.sortName",
  newest: "products.sortNewest",
};

/** Search box (submits), category, brand and sort selects (apply at once), all kept in the URL. */
export function ProductFilters({
  state,
  onChange,
}: {
  state: CatalogueState;
  onChange: (change: Partial<CatalogueState>) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategoriesQuery();
  const brands = useBrandsQuery();
  const [draft, setDraft] = useState(state.q);
  const [syncedQ, setSyncedQ] = useState(state.q);
  // Back/Forward change the URL's q: show it in the box.
  if (syncedQ !== state.q) {
    setSyncedQ(state.q);
    setDraft(state.q);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: draft.replace(/\s+/g, " ").trim() });
  };

  return (
    <form
      role="search"
      aria-label={t("products.filtersLabel")}
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end"
    >
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <Label htmlFor="catalogue-q">{t("products.searchLabel")}</Label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
              aria-hidden="true"
            />
            <Input
              id="catalogue-q"
              type="search"
              name="q"
              value={draft}
              maxLength={100}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t("products.searchPlaceholder")}
              className="ps-9"
              enterKeyHint="search"
            />
          </div>
          <Button type="submit">{t("products.search")}</Button>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="catalogue-category">{t("products.categoryLabel")}</Label>
        <NativeSelect
          id="catalogue-category"
          value={state.category ?? ""}
          onChange={(e) => onChange({ category: e.target.value || null })}
        >
          <option value="">{t("products.allCategories")}</option>
          {state.category && !categories.data?.some((c) => c.slug === state.category) && (
            <option value={state.category}>{state.category}</option>
          )}
          {categories.data?.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="catalogue-brand">{t("products.brandLabel")}</Label>
        <NativeSelect
          id="catalogue-brand"
          value={state.brand ?? ""}
          onChange={(e) => onChange({ brand: e.target.value || null })}
        >
          <option value="">{t("products.allBrands")}</option>
          {state.brand && !brands.data?.some((b) => b.slug === state.brand) && (
            <option value={state.brand}>{state.brand}</option>
          )}
          {brands.data?.map((b) => (
            <option key={b.id} value={b.slug}>
              {b.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1 lg:col-span-1">
        <Label htmlFor="catalogue-sort">{t("products.sortBy")}</Label>
        <NativeSelect
          id="catalogue-sort"
          value={state.sort}
          onChange={(e) => {
            const sort = SORTS.find((s) => s === e.target.value);
            if (sort) onChange({ sort });
          }}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(SORT_LABEL[s])}
            </option>
          ))}
        </NativeSelect>
      </div>
      {hasFilters(state) && (
        <div className="col-span-2 lg:col-span-4">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft("");
              onChange({ q: "", category: null, brand: null });
            }}
          >
            <X aria-hidden="true" />
            {t("products.clearFilters")}
          </Button>
        </div>
      )}
    </form>
  );
}
