import { Boxes } from "lucide-react";
import { productPath } from "@/entities/product";
import { z } from "zod";
import { defineResource, type Row } from "../define-resource";
import { TRANSLATIONS } from "../translations/translatable";
import { parseBool, splitList } from "../lib/csv";
import { slugify } from "@/lib/slug";
import { productColumns } from "@/entities/product/limits";
import { galleryWithAlt, msg } from "@/lib/limits/fields";
import {
  activeColumn,
  activeField,
  activeFilter,
  bySortOrder,
  missingTranslationFilter,
  s,
  sortField,
} from "./shared";

/**
 * The entity's limits (public.products' CHECKs) plus the form's own rules: the main image's alt
 * text (edited beside the image, stored by toRow in the gallery) and every gallery image's alt
 * are required; toRow also empties a half-set size pair.
 */
export const productSchema = productColumns
  .extend({
    image_alt: z.string().trim().max(300, msg.tooLong(300)),
    gallery: galleryWithAlt,
  })
  .superRefine((p, ctx) => {
    if (p.image_url && p.image_alt === "")
      ctx.addIssue({ code: "custom", path: ["image_alt"], message: msg.altRequired });
  });

type ProductValues = z.output<typeof productSchema>;

/** The main image's alt text lives with it in the gallery (the first entry with its URL). */
function toRow(values: Record<string, unknown>): Record<string, unknown> {
  const { image_alt, ...rest } = values as ProductValues;
  const row: Record<string, unknown> = { ...rest };
  if (!rest.image_url) {
    row.image_width = null;
    row.image_height = null;
    return row;
  }
  if (rest.image_width === null || rest.image_height === null) {
    row.image_width = null;
    row.image_height = null;
  }
  const entry = {
    url: rest.image_url,
    alt: image_alt,
    ...(rest.image_width && rest.image_height
      ? { width: rest.image_width, height: rest.image_height }
      : {}),
  };
  const others = rest.gallery.filter((g) => g.url !== rest.image_url);
  row.gallery = [entry, ...others].slice(0, 30);
  return row;
}

function toForm(row: Row): Record<string, unknown> {
  const list = Array.isArray(row.gallery) ? (row.gallery as { url?: string; alt?: string }[]) : [];
  const main = list.find((g) => g && typeof g === "object" && g.url === row.image_url);
  return {
    ...row,
    // The main image's entry is edited through the image field (toRow puts it back first);
    // listed in the gallery too, its alt would be edited twice and a replaced image would stay.
    gallery: list.filter((g) => !(g && typeof g === "object" && g.url === row.image_url)),
    image_alt: main?.alt ?? "",
    image_width: row.image_width ?? null,
    image_height: row.image_height ?? null,
  };
}

export const products = defineResource({
  key: "products",
  table: "products",
  path: "products",
  nav: { group: "catalogue", order: 10, labelKey: "admin.nav.products", icon: Boxes },
  translations: TRANSLATIONS.products,
  schema: productSchema as never,
  titleField: "name",
  select: "*, category:categories(name), brand:brands(name)",
  defaults: () => ({
    is_active: true,
    is_featured: false,
    sort_order: 0,
    image_width: null,
    image_height: null,
    image_alt: "",
  }),
  toForm,
  toRow,
  list: {
    columns: [
      { name: "image_url", kind: "image", label: "cms.fields.image", hideBelow: "@3xl" },
      { name: "name", sortable: true },
      {
        name: "category_id",
        kind: "relation",
        relation: { embed: "category", label: "name" },
        label: "cms.fields.category_id",
        hideBelow: "@3xl",
      },
      {
        name: "brand_id",
        kind: "relation",
        relation: { embed: "brand", label: "name" },
        label: "cms.fields.brand_id",
        hideBelow: "@6xl",
      },
      { name: "is_featured", kind: "bool", sortable: true, hideBelow: "@5xl" },
      activeColumn,
      { name: "sort_order", sortable: true, hideBelow: "@6xl" },
      { name: "updated_at", kind: "date", sortable: true },
    ],
    defaultSort: bySortOrder,
    fts: { column: "search", config: "english" },
    searchColumns: ["name", "slug"],
    filters: [
      { name: "category_id", kind: "relation", relation: { table: "categories", label: "name" } },
      { name: "brand_id", kind: "relation", relation: { table: "brands", label: "name" } },
      activeFilter,
      { name: "is_featured", kind: "bool" },
      missingTranslationFilter,
    ],
    reorderable: true,
    reorderSubsets: [{ key: "featured", filters: { is_featured: "true" } }],
  },
  form: {
    sections: [
      {
        title: "cms.sections.basics",
        fields: [
          { name: "name", widget: "text" },
          { name: "slug", widget: "slug", from: "name", help: "cms.help.slug" },
          { name: "short_description", widget: "textarea", help: "cms.help.short_description" },
          { name: "description", widget: "textarea" },
          {
            name: "category_id",
            widget: "relation",
            relation: { table: "categories", label: "name" },
          },
          { name: "brand_id", widget: "relation", relation: { table: "brands", label: "name" } },
        ],
      },
      {
        title: "cms.sections.media",
        fields: [
          {
            name: "image_url",
            widget: "image",
            altField: "image_alt",
            widthField: "image_width",
            heightField: "image_height",
          },
          { name: "gallery", widget: "gallery" },
        ],
      },
      {
        title: "cms.sections.technical",
        fields: [
          { name: "features", widget: "lines", help: "cms.help.lines" },
          { name: "applications", widget: "lines", help: "cms.help.lines" },
          { name: "specifications", widget: "specs" },
          { name: "coverage", widget: "text", help: "cms.help.coverage" },
          { name: "coverage_data", widget: "coverage", help: "cms.help.coverage_data" },
          { name: "pack_sizes", widget: "packSizes" },
        ],
      },
      {
        title: "cms.sections.documents",
        fields: [
          { name: "tds_url", widget: "pdf" },
          { name: "sds_url", widget: "pdf" },
        ],
      },
      {
        title: "cms.sections.publishing",
        fields: [
          activeField,
          { name: "is_featured", widget: "switch", help: "cms.help.is_featured" },
          sortField,
        ],
      },
    ],
  },
  constraintFields: { products_image_size_pair: "image_url" },
  hasActive: true,
  csv: {
    columns: [
      "id",
      "name",
      "slug",
      "short_description",
      "description",
      "category_id",
      "brand_id",
      "image_url",
      "features",
      "applications",
      "coverage",
      "is_featured",
      "is_active",
      "sort_order",
      "updated_at",
    ],
    import: {
      columns: [
        "name",
        "slug",
        "short_description",
        "description",
        "category_slug",
        "brand_slug",
        "image_url",
        "image_alt",
        "features",
        "applications",
        "coverage",
        "is_featured",
        "is_active",
        "sort_order",
      ],
      lookups: [
        { key: "categories", table: "categories" },
        { key: "brands", table: "brands" },
      ],
      fromCsv: (r, ctx) => {
        const ref = (key: string, slug: string) =>
          slug === "" ? "" : (ctx.lookup[key]?.get(slug) ?? `unknown:${slug}`);
        return {
          name: s(r.name),
          slug: s(r.slug) || slugify(s(r.name)),
          short_description: s(r.short_description),
          description: s(r.description),
          category_id: ref("categories", s(r.category_slug)),
          brand_id: ref("brands", s(r.brand_slug)),
          image_url: s(r.image_url),
          image_alt: s(r.image_alt) || s(r.name),
          image_width: null,
          image_height: null,
          gallery: [],
          features: splitList(r.features),
          applications: splitList(r.applications),
          specifications: [],
          coverage: s(r.coverage),
          coverage_data: {
            kind: "",
            unit: "",
            per_coat: "",
            rate_m2_per_unit: "",
            coats: "",
            primer_slug: "",
            roll_width: "",
            roll_length: "",
            side_lap: "",
            end_lap: "",
          },
          pack_sizes: [],
          tds_url: "",
          sds_url: "",
          is_featured: parseBool(r.is_featured, false),
          is_active: parseBool(r.is_active, true),
          sort_order: s(r.sort_order) || "0",
        };
      },
    },
  },
  publicPath: (row) => (row.is_active ? productPath(String(row.slug)) : null),
});

export default products;
