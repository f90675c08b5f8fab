import { Image } from "lucide-react";
import { bannerLimits } from "@/entities/banner/limits";
import { defineResource } from "../define-resource";
import { TRANSLATIONS } from "../translations/translatable";
import {
  activeAndFirst,
  activeField,
  activeFilter,
  bySortOrder,
  imageColumn,
  missingTranslationFilter,
  sortColumn,
  sortField,
} from "./shared";

/** The form checks exactly what the database does: the entity's limits. */
export const bannerSchema = bannerLimits;

export const banners = defineResource({
  key: "banners",
  table: "banners",
  path: "banners",
  nav: { group: "content", order: 20, labelKey: "admin.nav.banners", icon: Image },
  translations: TRANSLATIONS.banners,
  schema: bannerSchema as never,
  titleField: "title",
  select: "*",
  defaults: activeAndFirst,
  list: {
    columns: [
      imageColumn,
      { name: "title", sortable: true },
      { name: "status", kind: "schedule", label: "cms.fields.status" },
      { name: "starts_at", kind: "date", sortable: true },
      { name: "ends_at", kind: "date", sortable: true },
      sortColumn,
    ],
    defaultSort: bySortOrder,
    searchColumns: ["title", "subtitle"],
    filters: [activeFilter, missingTranslationFilter],
    reorderable: true,
  },
  form: {
    sections: [
      {
        title: "cms.sections.banner",
        fields: [
          { name: "title", widget: "text" },
          { name: "subtitle", widget: "textarea" },
          { name: "image_url", widget: "image" },
          { name: "cta_label", widget: "text", help: "cms.help.cta" },
          { name: "cta_href", widget: "text", help: "cms.help.href" },
        ],
      },
      {
        title: "cms.sections.schedule",
        fields: [
          { name: "starts_at", widget: "datetime" },
          { name: "ends_at", widget: "datetime" },
          activeField,
          sortField,
        ],
      },
    ],
  },
  constraintFields: { banners_schedule_order: "ends_at", banners_cta_pair: "cta_href" },
  hasActive: true,
  csv: {
    columns: [
      "id",
      "title",
      "subtitle",
      "image_url",
      "cta_label",
      "cta_href",
      "starts_at",
      "ends_at",
      "is_active",
      "sort_order",
      "updated_at",
    ],
  },
});

export default banners;
