import * as React from "react";
import { FileText, ImageUp, Trash2, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { uploadImage, type ImageUploadProgress } from "../../api/image-upload";
import { MediaUploadError, uploadMedia } from "../../api/media-upload";
import { UnreadableImageError } from "../../lib/resize-image";
import { checkMediaFile, IMAGE_TYPES, type MediaKind } from "../../lib/media-rules";
import { MediaLibraryPicker } from "./media-library-picker";
import { useTrackUpload } from "./upload-tracker";

/**
 * Upload to the kind's bucket: checks type and size first (PNG, JPEG, WebP or AVIF images up to
 * 40 MB, resized to WebP with smaller copies before upload; PDFs up to 20 MB, as they are) and
 * says why a file is refused, shows progress, a preview, and lets the file be replaced or
 * removed. The value is the public URL.
 */
export function MediaInput({
  id,
  kind,
  value,
  onChange,
  onUploaded,
  folder,
  describedBy,
  invalid,
  label,
}: {
  id: string;
  kind: MediaKind;
  value: string;
  onChange: (url: string) => void;
  onUploaded?: (info: { url: string; width?: number; height?: number }) => void;
  folder: string;
  describedBy?: string;
  invalid?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const input = React.useRef<HTMLInputElement>(null);
  const [progress, setProgress] = React.useState<ImageUploadProgress | null>(null);
  const [stored, setStored] = React.useState<{ width: number; height: number; bytes: number }>();
  const [problem, setProblem] = React.useState<string | null>(null);
  const trackUpload = useTrackUpload();

  async function pick(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    const check = checkMediaFile(file, kind);
    if (check) {
      setProblem(t(`cms.media.${kind}.${check}`));
      return;
    }
    setStored(undefined);
    setProgress({ phase: "uploading", fraction: 0 });
    try {
      if (kind === "image") {
        const image = await uploadImage(file, folder, setProgress);
        trackUpload(image.url);
        onChange(image.url);
        onUploaded?.(image);
        setStored(image);
      } else {
        const url = await uploadMedia(file, kind, folder, (fraction) =>
          setProgress({ phase: "uploading", fraction }),
        );
        trackUpload(url);
        onChange(url);
        onUploaded?.({ url });
      }
    } catch (error) {
      // The bucket's own refusal says why, as the check above would have.
      const problem =
        error instanceof MediaUploadError
          ? error.problem
          : error instanceof UnreadableImageError
            ? "unreadable"
            : null;
      setProblem(t(problem ? `cms.media.${kind}.${problem}` : "cms.media.failed"));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  const accept = kind === "image" ? IMAGE_TYPES.join(",") : "application/pdf";
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          kind === "image" ? (
            <img
              src={value}
              alt=""
              width={96}
              height={96}
              className="bg-muted size-24 rounded-md border object-contain"
            />
          ) : (
            <a
              href={value}
              target="_blank"
              rel="noreferrer"
              className="text-primary inline-flex items-center gap-2 text-sm underline-offset-4 hover:underline"
            >
              <FileText className="size-5" aria-hidden="true" />
              {t("cms.media.openPdf")}
            </a>
          )
        ) : (
          <div className="bg-muted text-muted-foreground flex size-24 items-center justify-center rounded-md border border-dashed">
            {kind === "image" ? (
              <ImageUp className="size-6" aria-hidden="true" />
            ) : (
              <FileText className="size-6" aria-hidden="true" />
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={accept}
            className="sr-only"
            aria-label={`${label}: ${value ? t("cms.media.replace") : t("cms.media.upload")}`}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={progress !== null}
          >
            <Upload aria-hidden="true" />
            {value ? t("cms.media.replace") : t("cms.media.upload")}
          </Button>
          <MediaLibraryPicker
            kind={kind}
            label={label}
            disabled={progress !== null}
            onPick={(picked) => {
              onChange(picked.url);
              onUploaded?.(picked);
            }}
          />
          {value && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setStored(undefined);
                onChange("");
              }}
            >
              <Trash2 aria-hidden="true" />
              {t("cms.media.remove")}
            </Button>
          )}
        </div>
      </div>
      {progress !== null && <UploadProgress progress={progress} />}
      {stored && progress === null && (
        <p className="text-muted-foreground text-xs" data-testid="media-stored">
          {t("cms.media.stored", {
            width: stored.width,
            height: stored.height,
            size: formatBytes(stored.bytes),
          })}
        </p>
      )}
      <input
        id={id}
        value={value}
        onChange={(e) => {
          setStored(undefined);
          onChange(e.target.value);
        }}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t("cms.media.urlPlaceholder")}
        dir="ltr"
        className="border-input bg-background focus-visible:ring-ring aria-invalid:border-destructive h-9 w-full rounded-md border px-3 text-sm focus-visible:ring-2 focus-visible:outline-none"
      />
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Resizing has no measurable progress (an indeterminate bar); sending has the bytes sent. */
function UploadProgress({ progress }: { progress: ImageUploadProgress }) {
  const { t } = useTranslation();
  const percent = progress.phase === "uploading" ? Math.round(progress.fraction * 100) : null;
  return (
    <div className="grid gap-1" data-testid="media-progress">
      <progress
        className="accent-primary h-2 w-full max-w-xs"
        value={percent ?? undefined}
        max={100}
        aria-label={t("cms.media.uploading")}
      />
      <span className="text-muted-foreground text-xs">
        {percent === null ? t("cms.media.resizing") : t("cms.media.progress", { percent })}
      </span>
    </div>
  );
}
