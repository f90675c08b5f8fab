import { Image } from "lucide-react";
import { z } from "zod";
import { defineResource } from "../define-resource";
import { TRANSLATIONS } from "../translations/translatable";
import {
  isHttpUrl,
  msg,
  optionalAssetUrl,
  optionalText,
  requiredText,
  siteDateTime,
  sortOrder,
} from "../schemas/fields";
import { activeField, sortField } from "./shared";

/** Mirrors public.banners' CHECK constraints, including the schedule order and the CTA pair. */
export const bannerSchema = z
  .object({
    title: requiredText(200),
    subtitle: optionalText(500),
    image_url: optionalAssetUrl,
    cta_label: optionalText(60),
    cta_href: z
      .string()
      .trim()
      .refine((v) => v === "" || isHttpUrl(v) || /^\/\S*$/.test(v), "cms.errors.href")
      .transform((v) => (v === "" ? null : v)),
    starts_at: siteDateTime,
    ends_at: siteDateTime,
    is_active: z.boolean(),
    sort_order: sortOrder,
  })
  .superRefine((b, ctx) => {
    if (b.starts_at && b.ends_at && Date.parse(b.ends_at) <= Date.parse(b.starts_at))
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "cms.errors.endsBeforeStart" });
    if ((b.cta_label === null) !== (b.cta_href === null))
      ctx.addIssue({
        code: "custom",
        path: [b.cta_label === null ? "cta_label" : "cta_href"],
        message: msg.required,
      });
  });

export const banners = defineResource({
  key: "banners",
  table: "banners",
  path: "banners",
  nav: { group: "content", order: 20, labelKey: "admin.nav.banners", icon: Image },
  translations: TRANSLATIONS.banners,
  schema: bannerSchema as never,
  titleField: "title",
  select: "*",
  defaults: () => ({ is_active: true, sort_order: 0 }),
  list: {
    columns: [
      { name: "image_url", kind: "image", label: "cms.fields.image" },
      { name: "title", sortable: true },
      { name: "status", kind: "schedule", label: "cms.fields.status" },
      { name: "starts_at", kind: "date", sortable: true },
      { name: "ends_at", kind: "date", sortable: true },
      { name: "sort_order", sortable: true },
    ],
    defaultSort: { column: "sort_order", ascending: true },
    searchColumns: ["title", "subtitle"],
    filters: [
      { name: "is_active", kind: "bool" },
      { name: "missing", kind: "translation", label: "translations.filter.label" },
    ],
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
