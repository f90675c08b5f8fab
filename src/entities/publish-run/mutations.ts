import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FunctionsHttpError } from "@supabase/supabase-js";
import { supabase } from "@/integrations/supabase/client";
import { publishKeys } from "./keys";
import type { PublishResult } from "./model";

/** Asks the host to rebuild (the publish function calls the deploy hook); a refused or failed hook answers ok: false. */
export async function publishSite(): Promise<PublishResult> {
  const { data, error } = await supabase.functions.invoke<PublishResult>("publish", { body: {} });
  if (!error) return data ?? { ok: false, hook_status: null };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    const body = (await res.json().catch(() => null)) as Partial<PublishResult> | null;
    if (res.status === 502 || res.status === 503)
      return { ok: false, hook_status: body?.hook_status ?? null };
  }
  throw error;
}

export function usePublishSiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishSite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishKeys.all }),
  });
}
