import { z } from "zod";
import {
  optionalAssetUrl,
  optionalIcon,
  optionalText,
  requiredText,
  slugField,
  sortOrder,
} from "@/lib/limits/fields";

/** public.categories' CHECKs (supabase/tests/content-limits.test.ts holds them against the database). */
export const CATEGORY_TEXT_MAX = { name: 120, description: 2000 } as const;

export const categoryLimits = z.object({
  name: requiredText(CATEGORY_TEXT_MAX.name),
  slug: slugField,
  description: optionalText(CATEGORY_TEXT_MAX.description),
  icon: optionalIcon,
  image_url: optionalAssetUrl,
  is_active: z.boolean(),
  sort_order: sortOrder,
});
