import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { FileText, Images } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { mediaLibraryQueryOptions, type MediaObject } from "@/entities/media-object";
import type { MediaKind } from "../../lib/media-rules";

export interface PickedMedia {
  url: string;
  width?: number;
  height?: number;
}

function fits(object: MediaObject, kind: MediaKind): boolean {
  return kind === "image"
    ? object.bucket === "media" && (object.mimetype?.startsWith("image/") ?? false)
    : object.bucket === "documents";
}

/** "Choose from library": a dialog of the files already uploaded; picking one sets the field. */
export function MediaLibraryPicker({
  kind,
  label,
  onPick,
  disabled,
}: {
  kind: MediaKind;
  label: string;
  onPick: (picked: PickedMedia) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = React.useState(false);
  const query = useQuery({ ...mediaLibraryQueryOptions(), enabled: open });
  const files = (query.data ?? []).filter((o) => fits(o, kind));

  function pick(object: MediaObject) {
    onPick({
      url: object.url,
      width: object.width ?? undefined,
      height: object.height ?? undefined,
    });
    setOpen(false);
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={`${label}: ${t("cms.media.fromLibrary")}`}
      >
        <Images aria-hidden="true" />
        {t("cms.media.fromLibrary")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          closeLabel={t("common.close")}
          className="max-h-[85vh] overflow-y-auto sm:max-w-3xl"
        >
          <DialogHeader>
            <DialogTitle>{t("cms.media.libraryTitle")}</DialogTitle>
            <DialogDescription>{t("cms.media.libraryDescription")}</DialogDescription>
          </DialogHeader>
          {query.isError ? (
            <ErrorState title={t("cms.media.libraryFailed")} onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label={t("cms.media.libraryTitle")} />
            </div>
          ) : files.length === 0 ? (
            <p className="text-muted-foreground py-6 text-center text-sm">
              {t("cms.media.libraryEmpty")}
            </p>
          ) : (
            <ul
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
              data-testid="media-picker"
            >
              {files.map((object) => {
                const name = object.name.slice(object.name.lastIndexOf("/") + 1);
                return (
                  <li key={object.name}>
                    <button
                      type="button"
                      onClick={() => pick(object)}
                      className="hover:border-primary focus-visible:ring-ring flex w-full flex-col overflow-hidden rounded-md border text-start focus-visible:ring-2 focus-visible:outline-none"
                      data-name={object.name}
                    >
                      <span className="bg-muted flex aspect-square items-center justify-center">
                        {kind === "image" ? (
                          <img
                            src={object.url}
                            alt=""
                            loading="lazy"
                            width={160}
                            height={160}
                            className="size-full object-contain"
                          />
                        ) : (
                          <FileText className="text-muted-foreground size-10" aria-hidden="true" />
                        )}
                      </span>
                      <span className="truncate p-2 text-xs" dir="ltr">
                        {name}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
