import { createClient } from "@supabase/supabase-js";
import { DEFAULT_SERVICE_ROLE_KEY } from "../../local-supabase/src/config";
import { E2E_ORIGIN } from "./ports";

/** Node 20 has no global WebSocket; this client never opens a realtime socket. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the e2e helpers");
  }
}

const service = () =>
  createClient(E2E_ORIGIN, DEFAULT_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });

/** Puts a file in a bucket with the service key; answers its public URL. */
export async function putFile(
  bucket: "media" | "documents",
  path: string,
  body: Buffer,
  contentType: string,
): Promise<string> {
  const storage = service().storage.from(bucket);
  const { error } = await storage.upload(path, body, { contentType });
  if (error) throw error;
  return storage.getPublicUrl(path).data.publicUrl;
}

/** Removes files with the service key (the tests' clean-up; nothing refuses it). */
export async function removeFiles(bucket: "media" | "documents", paths: string[]): Promise<void> {
  if (paths.length) await service().storage.from(bucket).remove(paths);
}

/** The object path of a public URL of the bucket. */
export function pathOfUrl(url: string, bucket: "media" | "documents"): string {
  return decodeURIComponent(url.split(`/storage/v1/object/public/${bucket}/`)[1] ?? "");
}
