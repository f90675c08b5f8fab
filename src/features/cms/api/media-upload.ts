import { db, SUPABASE_ANON_KEY, SUPABASE_URL } from "./db";

export const MEDIA_BUCKET = "media";
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_MAX_BYTES = 20 * 1024 * 1024;

export type MediaKind = "image" | "pdf";

/** The bucket's rules, checked before uploading: images up to 5 MB, PDFs up to 20 MB. */
export function checkMediaFile(file: File, kind: MediaKind): "type" | "size" | null {
  if (kind === "image") {
    if (!file.type.startsWith("image/")) return "type";
    if (file.size > IMAGE_MAX_BYTES) return "size";
  } else {
    if (file.type !== "application/pdf") return "type";
    if (file.size > PDF_MAX_BYTES) return "size";
  }
  return null;
}

function objectPath(folder: string, file: File): string {
  const dot = file.name.lastIndexOf(".");
  const ext =
    dot > 0
      ? file.name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, "")
      : "";
  const base = (dot > 0 ? file.name.slice(0, dot) : file.name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return `${folder}/${stamp}-${base || "file"}${ext ? `.${ext}` : ""}`;
}

/**
 * Uploads to the media bucket with progress (XHR: fetch has no upload progress) and returns the
 * public URL. Rejects with the storage API's message on refusal.
 */
export async function uploadMedia(
  file: File,
  folder: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await db.auth.getSession();
  const token = data.session?.access_token ?? SUPABASE_ANON_KEY;
  const path = objectPath(folder, file);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${SUPABASE_URL}/storage/v1/object/${MEDIA_BUCKET}/${path}`);
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("apikey", SUPABASE_ANON_KEY);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("x-upsert", "false");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(xhr.responseText || `Upload failed (${xhr.status})`));
    xhr.onerror = () => reject(new Error("Upload failed"));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(file);
  });
  onProgress(1);
  return db.storage.from(MEDIA_BUCKET).getPublicUrl(path).data.publicUrl;
}

/** Removes an object of the media bucket given its public URL (ignored for other URLs). */
export async function removeMedia(publicUrl: string): Promise<void> {
  const marker = `/storage/v1/object/public/${MEDIA_BUCKET}/`;
  const at = publicUrl.indexOf(marker);
  if (at < 0) return;
  await db.storage
    .from(MEDIA_BUCKET)
    .remove([decodeURIComponent(publicUrl.slice(at + marker.length))]);
}

/** An image file's natural size. */
export function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}
