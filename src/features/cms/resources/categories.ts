import { FolderTree } from "lucide-react";
import { categoryLimits } from "@/entities/category/limits";
import { defineResource } from "../define-resource";
import { TRANSLATIONS } from "../translations/translatable";
import {
  activeAndFirst,
  activeColumn,
  activeField,
  activeFilter,
  bySortOrder,
  imageColumn,
  missingTranslationFilter,
  sortColumn,
  sortField,
} from "./shared";

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
  defaults: activeAndFirst,
  list: {
    columns: [
      imageColumn,
      { name: "name", sortable: true },
      { name: "slug", sortable: true },
      activeColumn,
      sortColumn,
    ],
    defaultSort: bySortOrder,
    searchColumns: ["name", "slug"],
    filters: [activeFilter, missingTranslationFilter],
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
