import { publicDb as supabase } from "@/integrations/supabase/public-db";

/** Every active service's slug and last change: the service pages the build prerenders. */
export async function getServicePages(): Promise<{ slug: string; updated_at: string }[]> {
  const { data, error } = await supabase
    .from("services")
    .select("slug, updated_at")
    .eq("is_active", true)
    .order("slug");
  if (error) throw new Error(`reading the service pages failed: ${error.message}`);
  return data;
}
