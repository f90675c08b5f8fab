import { Building2 } from "lucide-react";
import { siteSettingsSchema } from "@/entities/site-settings/limits";
import { defineResource } from "../define-resource";
import { TRANSLATIONS } from "../translations/translatable";

/**
 * The company's facts (the one site_settings row): /admin/settings is its form, no list. The
 * page-protection and second-factor switches of the same row stay on the Security page, and
 * the sales notification addresses live in a table of their own (set from the inbox): the form neither shows nor writes them.
 */
export const siteSettings = defineResource({
  key: "siteSettings",
  table: "site_settings",
  path: "settings",
  nav: { group: "settings", order: 5, labelKey: "admin.nav.siteSettings", icon: Building2 },
  singleton: { id: "1" },
  // The Security page flips switches on the same row: they must not make this form stale.
  versionColumn: "company_updated_at",
  translations: TRANSLATIONS.siteSettings,
  schema: siteSettingsSchema as never,
  titleField: "company_name",
  select: "*",
  defaults: () => ({}),
  list: {
    columns: [{ name: "company_name" }],
    defaultSort: { column: "id", ascending: true },
    searchColumns: [],
    filters: [],
  },
  form: {
    sections: [
      {
        title: "cms.sections.company",
        fields: [
          { name: "company_name", widget: "text" },
          { name: "tagline", widget: "counter", recommended: 120, max: 300 },
          { name: "founded_year", widget: "number" },
          { name: "story", widget: "textarea", help: "cms.help.story" },
        ],
      },
      {
        title: "cms.sections.figures",
        fields: [
          { name: "figures", widget: "figures", help: "cms.help.figures" },
          { name: "countries_served", widget: "text", help: "cms.help.exportFigure" },
          { name: "material_testing", widget: "text", help: "cms.help.exportFigure" },
          { name: "lead_time_days", widget: "number", help: "cms.help.exportFigure" },
        ],
      },
      {
        title: "cms.sections.quality",
        fields: [
          { name: "certifications", widget: "lines", help: "cms.help.lines" },
          { name: "quality_statement", widget: "textarea" },
        ],
      },
      {
        title: "cms.sections.contactDetails",
        fields: [
          { name: "address_line1", widget: "text" },
          { name: "address_line2", widget: "text" },
          { name: "city", widget: "text" },
          { name: "state", widget: "text" },
          { name: "postal_code", widget: "text" },
          { name: "country", widget: "text" },
          { name: "phones", widget: "lines", help: "cms.help.phones" },
          { name: "emails", widget: "lines", help: "cms.help.lines" },
          { name: "business_hours", widget: "text" },
        ],
      },
    ],
  },
  hasActive: false,
  csv: { columns: [] },
});

export default siteSettings;
