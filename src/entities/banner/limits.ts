import { z } from "zod";
import {
  isHttpUrl,
  msg,
  optionalAssetUrl,
  optionalText,
  requiredText,
  siteDateTime,
  sortOrder,
} from "@/lib/limits/fields";

/**
 * public.banners' CHECKs, including the schedule order and the CTA pair
 * (supabase/tests/content-limits.test.ts holds them against the database).
 */
export const BANNER_TEXT_MAX = { title: 200, subtitle: 500, cta_label: 60 } as const;

export const bannerLimits = z
  .object({
    title: requiredText(BANNER_TEXT_MAX.title),
    subtitle: optionalText(BANNER_TEXT_MAX.subtitle),
    image_url: optionalAssetUrl,
    cta_label: optionalText(BANNER_TEXT_MAX.cta_label),
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
