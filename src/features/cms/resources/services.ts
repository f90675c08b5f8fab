import { Wrench } from "lucide-react";
import { serviceLimits } from "@/entities/service/limits";
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
export const serviceSchema = serviceLimits;

export const services = defineResource({
  key: "services",
  table: "services",
  path: "services",
  nav: { group: "content", order: 10, labelKey: "admin.nav.services", icon: Wrench },
  translations: TRANSLATIONS.services,
  schema: serviceSchema as never,
  titleField: "title",
  select: "*",
  defaults: activeAndFirst,
  list: {
    columns: [
      imageColumn,
      { name: "title", sortable: true },
      { name: "slug", sortable: true },
      activeColumn,
      sortColumn,
    ],
    defaultSort: bySortOrder,
    searchColumns: ["title", "slug", "summary"],
    filters: [activeFilter, missingTranslationFilter],
    reorderable: true,
  },
  form: {
    sections: [
      {
        title: "cms.sections.basics",
        fields: [
          { name: "title", widget: "text" },
          { name: "slug", widget: "slug", from: "title", help: "cms.help.slug" },
          { name: "summary", widget: "textarea" },
          { name: "body", widget: "textarea" },
          { name: "features", widget: "lines", help: "cms.help.lines" },
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
      "title",
      "slug",
      "summary",
      "body",
      "features",
      "icon",
      "image_url",
      "is_active",
      "sort_order",
      "updated_at",
    ],
  },
  publicPath: (row) => (row.is_active ? `/services/${String(row.slug)}` : null),
});

export default services;
