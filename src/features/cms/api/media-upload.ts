import {
  BUCKET_OF,
  problemOfResponse,
  type MediaKind,
  type MediaProblem,
} from "../lib/media-rules";
import { db, SUPABASE_ANON_KEY, SUPABASE_URL } from "./db";

/** A refusal by the storage API, with the reason when it is the file's type or size. */
export class MediaUploadError extends Error {
  constructor(
    message: string,
    readonly problem: MediaProblem | null,
  ) {
    super(message);
    this.name = "MediaUploadError";
  }
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
 * Uploads to the kind's bucket with progress (XHR: fetch has no upload progress) and returns the
 * public URL. Rejects with a MediaUploadError on refusal.
 */
export async function uploadMedia(
  file: File,
  kind: MediaKind,
  folder: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await db.auth.getSession();
  const token = data.session?.access_token ?? SUPABASE_ANON_KEY;
  const path = objectPath(folder, file);
  const bucket = BUCKET_OF[kind];
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${SUPABASE_URL}/storage/v1/object/${bucket}/${path}`);
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
        : reject(
            new MediaUploadError(
              xhr.responseText || `Upload failed (${xhr.status})`,
              problemOfResponse(xhr.status, xhr.responseText),
            ),
          );
    xhr.onerror = () => reject(new MediaUploadError("Upload failed", null));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(file);
  });
  onProgress(1);
  return db.storage.from(bucket).getPublicUrl(path).data.publicUrl;
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
