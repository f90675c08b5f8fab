import { PlaySquare } from "lucide-react";
import { videoLimits } from "@/entities/video/limits";
import { defineResource } from "../define-resource";
import { TRANSLATIONS } from "../translations/translatable";
import {
  activeAndFirst,
  activeColumn,
  activeField,
  activeFilter,
  bySortOrder,
  missingTranslationFilter,
  sortColumn,
  sortField,
} from "./shared";

/** The form checks exactly what the database does: the entity's limits. */
export const videoSchema = videoLimits;

export const videos = defineResource({
  key: "videos",
  table: "videos",
  path: "videos",
  nav: { group: "content", order: 30, labelKey: "admin.nav.videos", icon: PlaySquare },
  translations: TRANSLATIONS.videos,
  schema: videoSchema as never,
  titleField: "title",
  select: "*",
  defaults: activeAndFirst,
  list: {
    columns: [
      { name: "youtube_id", kind: "youtube", label: "cms.fields.thumbnail" },
      { name: "title", sortable: true },
      { name: "category", sortable: true },
      activeColumn,
      sortColumn,
    ],
    defaultSort: bySortOrder,
    searchColumns: ["title", "category", "youtube_id"],
    filters: [{ name: "category", kind: "text" }, activeFilter, missingTranslationFilter],
    reorderable: true,
  },
  form: {
    sections: [
      {
        title: "cms.sections.video",
        fields: [
          {
            name: "youtube_id",
            widget: "youtube",
            label: "cms.fields.youtube",
            help: "cms.help.youtube",
          },
          { name: "title", widget: "text" },
          { name: "description", widget: "textarea" },
          { name: "category", widget: "text" },
        ],
      },
      { title: "cms.sections.publishing", fields: [activeField, sortField] },
    ],
  },
  hasActive: true,
  csv: {
    columns: [
      "id",
      "youtube_id",
      "title",
      "description",
      "category",
      "is_active",
      "sort_order",
      "updated_at",
    ],
  },
});

export default videos;
