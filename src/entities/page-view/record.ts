import { publicDb as supabase } from "@/integrations/supabase/public-db";

export interface PageView {
  path: string;
  productSlug: string | null;
  language: string;
  referrer: string | null;
  sessionId: string | null;
}

/** Records one page view; analytics must never disturb the page, so failures are ignored. */
export async function recordPageView(view: PageView): Promise<void> {
  try {
    await supabase.rpc("record_page_view", {
      path_param: view.path,
      product_slug_param: view.productSlug ?? undefined,
      language_param: view.language,
      referrer_param: view.referrer ?? undefined,
      session_id_param: view.sessionId ?? undefined,
    });
  } catch {
    // Ignored on purpose (see above).
  }
}
