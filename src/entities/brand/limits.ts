import { z } from "zod";
import {
  optionalAssetUrl,
  optionalHttpUrl,
  optionalText,
  requiredText,
  slugField,
  sortOrder,
} from "@/lib/limits/fields";

/** public.brands' CHECKs (supabase/tests/content-limits.test.ts holds them against the database). */
export const BRAND_TEXT_MAX = { name: 120, description: 2000 } as const;

export const brandLimits = z.object({
  name: requiredText(BRAND_TEXT_MAX.name),
  slug: slugField,
  description: optionalText(BRAND_TEXT_MAX.description),
  logo_url: optionalAssetUrl,
  website: optionalHttpUrl,
  is_active: z.boolean(),
  sort_order: sortOrder,
});
