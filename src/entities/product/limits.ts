import { z } from "zod";
import {
  coverageData,
  gallery,
  labelList,
  optionalAssetUrl,
  optionalDimension,
  optionalText,
  relationId,
  requiredText,
  slugField,
  sortOrder,
  specifications,
  packSizes,
} from "@/lib/limits/fields";

/**
 * public.products' CHECKs: names, lengths, slugs, JSON shapes and the image size pair
 * (supabase/tests/content-limits.test.ts holds them against the database).
 */
export const PRODUCT_TEXT_MAX = {
  name: 160,
  short_description: 500,
  description: 20000,
  coverage: 300,
} as const;
export const PRODUCT_LABEL_MAX = { features: 300, applications: 300 } as const;

const P = PRODUCT_TEXT_MAX;

/** The columns a product form writes, each as its CHECK allows. */
export const productColumns = z.object({
  name: requiredText(P.name),
  slug: slugField,
  short_description: optionalText(P.short_description),
  description: optionalText(P.description),
  category_id: relationId,
  brand_id: relationId,
  image_url: optionalAssetUrl,
  image_width: optionalDimension,
  image_height: optionalDimension,
  gallery,
  features: labelList(PRODUCT_LABEL_MAX.features),
  applications: labelList(PRODUCT_LABEL_MAX.applications),
  specifications,
  coverage: optionalText(P.coverage),
  coverage_data: coverageData,
  pack_sizes: packSizes,
  tds_url: optionalAssetUrl,
  sds_url: optionalAssetUrl,
  is_featured: z.boolean(),
  is_active: z.boolean(),
  sort_order: sortOrder,
});

/** products_image_size_pair: width and height are both set or both empty. */
export function checkImageSizePair<
  T extends { image_width: number | null; image_height: number | null },
>(p: T, ctx: z.RefinementCtx<T>): void {
  if ((p.image_width === null) !== (p.image_height === null))
    ctx.addIssue({
      code: "custom",
      path: [p.image_width === null ? "image_width" : "image_height"],
      message: "cms.errors.required",
    });
}

export const productLimits = productColumns.superRefine(checkImageSizePair);
