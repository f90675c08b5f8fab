import { FolderTree } from "lucide-react";
import { categoryLimits } from "@/entities/category/limits";
import { defineResource } from "../define-resource";
import { TRANSLATIONS } from "../translations/translatable";
import { activeField, sortField } from "./shared";

/** The form checks exactly what the database does: the entity's limits. */
export const categorySchema = categoryLimits;

export const categories = defineResource({
  key: "categories",
  table: "categories",
  path: "categories",
  nav: { group: "catalogue", order: 20, labelKey: "admin.nav.categories", icon: FolderTree },
  translations: TRANSLATIONS.categories,
  schema: categorySchema as never,
  titleField: "name",
  select: "*",
  defaults: () => ({ is_active: true, sort_order: 0 }),
  list: {
    columns: [
      { name: "image_url", kind: "image", label: "cms.fields.image" },
      { name: "name", sortable: true },
      { name: "slug", sortable: true },
      { name: "is_active", kind: "active", sortable: true },
      { name: "sort_order", sortable: true },
    ],
    defaultSort: { column: "sort_order", ascending: true },
    searchColumns: ["name", "slug"],
    filters: [
      { name: "is_active", kind: "bool" },
      { name: "missing", kind: "translation", label: "translations.filter.label" },
    ],
    reorderable: true,
  },
  form: {
    sections: [
      {
        title: "cms.sections.basics",
        fields: [
          { name: "name", widget: "text" },
          { name: "slug", widget: "slug", from: "name", help: "cms.help.slug" },
          { name: "description", widget: "textarea" },
          { name: "icon", widget: "text", help: "cms.help.icon" },
          { name: "image_url", widget: "image" },
        ],
      },
      { title: "cms.sections.publishing", fields: [activeField, sortField] },
    ],
  },
  hasActive: true,
  csv: {
    columns: [
      "id",
      "name",
      "slug",
      "description",
      "icon",
      "image_url",
      "is_active",
      "sort_order",
      "updated_at",
    ],
  },
  publicPath: (row) => (row.is_active ? `/products?category=${String(row.slug)}` : null),
});

export default categories;
