import { Search } from "lucide-react";
import { seoSettingLimits } from "@/entities/seo-setting/limits";
import { defineResource } from "../define-resource";
import { TRANSLATIONS } from "../translations/translatable";

/** The form checks exactly what the database does: the entity's limits. */
export const seoSchema = seoSettingLimits;

export const seo = defineResource({
  key: "seo",
  table: "seo_settings",
  path: "seo",
  nav: { group: "content", order: 40, labelKey: "admin.nav.seo", icon: Search },
  translations: TRANSLATIONS.seo,
  schema: seoSchema as never,
  titleField: "route",
  select: "*",
  defaults: () => ({ route: "/" }),
  list: {
    columns: [
      { name: "route", sortable: true },
      { name: "title", sortable: true },
      { name: "description" },
      { name: "updated_at", kind: "date", sortable: true },
    ],
    defaultSort: { column: "route", ascending: true },
    searchColumns: ["route", "title", "description"],
    filters: [{ name: "missing", kind: "translation", label: "translations.filter.label" }],
  },
  form: {
    sections: [
      {
        title: "cms.sections.searchResult",
        fields: [
          { name: "route", widget: "text", help: "cms.help.route" },
          {
            name: "title",
            widget: "counter",
            recommended: 60,
            max: 120,
            label: "cms.fields.seoTitle",
          },
          {
            name: "description",
            widget: "counter",
            recommended: 160,
            max: 320,
            multiline: true,
            label: "cms.fields.seoDescription",
          },
          { name: "keywords", widget: "text", help: "cms.help.keywords" },
          { name: "preview", widget: "seoPreview" },
        ],
      },
      {
        title: "cms.sections.social",
        fields: [{ name: "og_image", widget: "image", help: "cms.help.og_image" }],
      },
    ],
  },
  hasActive: false,
  csv: { columns: ["id", "route", "title", "description", "keywords", "og_image", "updated_at"] },
});

export default seo;
