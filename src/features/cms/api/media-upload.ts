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
  return `${objectStem(folder, file.name)}${ext ? `.${ext}` : ""}`;
}

/**
 * Stores one object with upload progress (XHR: neither fetch nor supabase-js report it) and
 * returns its public URL. Rejects with a MediaUploadError on refusal.
 */
export async function putObject(
  bucket: string,
  path: string,
  body: Blob,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await db.auth.getSession();
  const token = data.session?.access_token ?? SUPABASE_ANON_KEY;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${SUPABASE_URL}/storage/v1/object/${bucket}/${path}`);
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("apikey", SUPABASE_ANON_KEY);
    xhr.setRequestHeader("Content-Type", body.type || "application/octet-stream");
    xhr.setRequestHeader("x-upsert", "false");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
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
    xhr.onabort = () => reject(new MediaUploadError("Upload aborted", null));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(body);
  });
  onProgress(body.size, body.size);
  return db.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/** A new object path in the folder for the file's name: `<folder>/<stamp>-<name>`, no extension. */
export function objectStem(folder: string, fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return `${folder}/${stamp}-${base || "file"}`;
}

/** Uploads a file as it is (data sheets) to the kind's bucket and returns the public URL. */
export async function uploadMedia(
  file: File,
  kind: MediaKind,
  folder: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return putObject(
    BUCKET_OF[kind],
    objectPath(folder, file),
    file,
    (loaded, total) => onProgress(total > 0 ? loaded / total : 1),
    signal,
  );
}
