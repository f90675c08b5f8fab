import { z } from "zod";
import { optionalText, requiredText, sortOrder, youtubeId } from "@/lib/limits/fields";

/**
 * public.videos' CHECKs (supabase/tests/content-limits.test.ts holds them against the database);
 * the id is read from a YouTube URL or taken as typed.
 */
export const VIDEO_TEXT_MAX = { title: 200, description: 5000, category: 60 } as const;

export const videoLimits = z.object({
  youtube_id: youtubeId,
  title: requiredText(VIDEO_TEXT_MAX.title),
  description: optionalText(VIDEO_TEXT_MAX.description),
  category: optionalText(VIDEO_TEXT_MAX.category),
  is_active: z.boolean(),
  sort_order: sortOrder,
});
