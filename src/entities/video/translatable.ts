import type { TranslationDef } from "@/lib/content-language";

/** The video texts that have translations (video_translations). */
export const VIDEO_TRANSLATION = {
  table: "video_translations",
  fk: "video_id",
  gapsFunction: "videos_missing_translation",
  fields: [
    { name: "title", kind: "text", max: 200 },
    { name: "description", kind: "textarea", max: 5000 },
  ],
} as const satisfies TranslationDef;

export const VIDEO_TRANSLATABLE = VIDEO_TRANSLATION.fields.map((f) => f.name);
