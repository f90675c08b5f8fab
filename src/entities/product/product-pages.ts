import { publicDb as supabase } from "@/integrations/supabase/public-db";

/** Every active product's slug and last change: the product pages the build prerenders. */
export async function getProductPages(): Promise<{ slug: string; updated_at: string }[]> {
  const { data, error } = await supabase
    .from("products")
    .select("slug, updated_at")
    .eq("is_active", true)
    .order("slug");
  if (error) throw new Error(`reading the product pages failed: ${error.message}`);
  return data;
}
