import { z } from "zod";
import { msg, optionalAssetUrl, optionalText } from "@/lib/limits/fields";

/** public.seo_settings' CHECKs (supabase/tests/content-limits.test.ts holds them against the database). */
export const SEO_SETTING_TEXT_MAX = {
  route: 200,
  title: 120,
  description: 320,
  keywords: 500,
} as const;
const ROUTE_RE = /^\/[A-Za-z0-9/_:{}.-]*$/;

export const seoSettingLimits = z.object({
  route: z
    .string()
    .trim()
    .min(1, msg.required)
    .max(SEO_SETTING_TEXT_MAX.route, msg.tooLong(SEO_SETTING_TEXT_MAX.route))
    .regex(ROUTE_RE, "cms.errors.route"),
  title: optionalText(SEO_SETTING_TEXT_MAX.title),
  description: optionalText(SEO_SETTING_TEXT_MAX.description),
  keywords: optionalText(SEO_SETTING_TEXT_MAX.keywords),
  og_image: optionalAssetUrl,
});
