import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { mediaObjectKeys } from "./keys";
import type { MediaObject } from "./model";

/** Thrown when Storage deleted nothing: the file is in use (the policy refuses) or already gone. */
export class MediaInUseError extends Error {
  constructor() {
    super("The file was not deleted: it is in use.");
    this.name = "MediaInUseError";
  }
}

/** Deletes a file with its resized variants; the delete policy refuses a file in use. */
export async function deleteMediaObject(object: Pick<MediaObject, "bucket" | "name" | "variants">) {
  const names = [object.name, ...object.variants];
  const { data, error } = await supabase.storage.from(object.bucket).remove(names);
  if (error) throw error;
  if (!(data ?? []).some((o) => o.name === object.name)) throw new MediaInUseError();
}

export function useDeleteMediaObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaObject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaObjectKeys.all }),
  });
}
