import { Share2 } from "lucide-react";
import { socialLinkLimits } from "@/entities/social-link/limits";
import { defineResource } from "../define-resource";
import { activeColumn, activeField, bySortOrder, sortColumn, sortField } from "./shared";

export const PLATFORMS = [
  "facebook",
  "instagram",
  "linkedin",
  "youtube",
  "x",
  "whatsapp",
  "pinterest",
  "telegram",
  "threads",
];

/** The form checks exactly what the database does: the entity's limits. */
export const socialLinkSchema = socialLinkLimits;

export const socialLinks = defineResource({
  key: "socialLinks",
  table: "social_links",
  path: "social-media",
  nav: { group: "content", order: 50, labelKey: "admin.nav.socialMedia", icon: Share2 },
  schema: socialLinkSchema as never,
  titleField: "platform",
  select: "*",
  defaults: () => ({ platform: "facebook", is_active: true, sort_order: 0 }),
  list: {
    columns: [{ name: "platform", sortable: true }, { name: "url" }, activeColumn, sortColumn],
    defaultSort: bySortOrder,
    searchColumns: ["platform", "url"],
    filters: [{ name: "is_active", kind: "bool" }],
    reorderable: true,
  },
  form: {
    sections: [
      {
        title: "cms.sections.link",
        fields: [
          {
            name: "platform",
            widget: "select",
            options: PLATFORMS.map((p) => ({ value: p, label: `cms.platforms.${p}` })),
          },
          { name: "url", widget: "text", help: "cms.help.url" },
          activeField,
          sortField,
        ],
      },
    ],
  },
  hasActive: true,
  csv: { columns: ["id", "platform", "url", "is_active", "sort_order", "updated_at"] },
});

export default socialLinks;
