import { z } from "zod";
import {
  labelList,
  optionalAssetUrl,
  optionalIcon,
  optionalText,
  requiredText,
  slugField,
  sortOrder,
} from "@/lib/limits/fields";

/** public.services' CHECKs (supabase/tests/content-limits.test.ts holds them against the database). */
export const SERVICE_TEXT_MAX = { title: 160, summary: 500, body: 20000 } as const;
export const SERVICE_LABEL_MAX = { features: 300 } as const;

export const serviceLimits = z.object({
  title: requiredText(SERVICE_TEXT_MAX.title),
  slug: slugField,
  summary: optionalText(SERVICE_TEXT_MAX.summary),
  body: optionalText(SERVICE_TEXT_MAX.body),
  icon: optionalIcon,
  image_url: optionalAssetUrl,
  features: labelList(SERVICE_LABEL_MAX.features),
  is_active: z.boolean(),
  sort_order: sortOrder,
});
