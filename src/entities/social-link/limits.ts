import { z } from "zod";
import { isHttpUrl, msg, sortOrder } from "@/lib/limits/fields";

/** public.social_links' CHECKs (supabase/tests/content-limits.test.ts holds them against the database). */
export const socialLinkLimits = z.object({
  platform: z.string().regex(/^[a-z0-9_-]{2,30}$/, "cms.errors.platform"),
  url: z.string().trim().min(1, msg.required).refine(isHttpUrl, msg.url),
  is_active: z.boolean(),
  sort_order: sortOrder,
});
