import { Tags } from "lucide-react";
import { brandLimits } from "@/entities/brand/limits";
import { defineResource } from "../define-resource";
import {
  activeAndFirst,
  activeColumn,
  activeField,
  bySortOrder,
  sortColumn,
  sortField,
} from "./shared";

/** The form checks exactly what the database does: the entity's limits. */
export const brandSchema = brandLimits;

export const brands = defineResource({
  key: "brands",
  table: "brands",
  path: "brands",
  nav: { group: "catalogue", order: 30, labelKey: "admin.nav.brands", icon: Tags },
  schema: brandSchema as never,
  titleField: "name",
  select: "*",
  defaults: activeAndFirst,
  list: {
    columns: [
      { name: "logo_url", kind: "image" },
      { name: "name", sortable: true },
      { name: "slug", sortable: true },
      { name: "website" },
      activeColumn,
      sortColumn,
    ],
    defaultSort: bySortOrder,
    searchColumns: ["name", "slug"],
    filters: [{ name: "is_active", kind: "bool" }],
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
          { name: "logo_url", widget: "image" },
          { name: "website", widget: "text", help: "cms.help.url" },
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
      "logo_url",
      "website",
      "is_active",
      "sort_order",
      "updated_at",
    ],
  },
});

export default brands;
