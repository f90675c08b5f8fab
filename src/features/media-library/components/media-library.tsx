import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SearchBox, Toolbar, useListState } from "@/components/data-table";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  MediaInUseError,
  mediaLibraryQueryOptions,
  useDeleteMediaObject,
  type MediaObject,
} from "@/entities/media-object";
import { fileName, filterMedia, isMediaFilter, MEDIA_FILTERS } from "../lib/library-filter";
import { MediaCard } from "./media-card";

const LIST = { filters: ["show"] } as const;

/** Every uploaded file as a grid of previews: search, filter (images, documents, unused), delete. */
export function MediaLibrary() {
  const { t } = useTranslation();
  const list = useListState(LIST);
  const show = list.state.filters.show ?? null;
  const filter = isMediaFilter(show) ? show : "all";
  const query = useQuery(mediaLibraryQueryOptions());
  const shown = useMemo(
    () => filterMedia(query.data ?? [], filter, list.state.q),
    [query.data, filter, list.state.q],
  );
  const [pending, setPending] = useState<MediaObject | null>(null);
  const remove = useDeleteMediaObject();

  function confirmDelete() {
    if (!pending) return;
    const name = fileName(pending.name);
    remove.mutate(pending, {
      onSuccess: () => toast.success(t("admin.media.deleted", { name })),
      onError: (error) =>
        toast.error(
          error instanceof MediaInUseError ? t("admin.media.inUse") : t("admin.media.deleteFailed"),
        ),
      onSettled: () => setPending(null),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Toolbar
        label={t("admin.media.search")}
        search={
          <SearchBox
            className="w-full max-w-sm"
            value={list.state.q}
            onSearch={list.setSearch}
            label={t("admin.media.search")}
            placeholder={t("admin.media.searchPlaceholder")}
            maxLength={100}
          />
        }
        filters={
          <div className="flex items-center gap-2">
            <Label htmlFor="media-filter" className="text-sm">
              {t("admin.media.filter.label")}
            </Label>
            <NativeSelect
              id="media-filter"
              value={filter}
              onChange={(e) =>
                list.setFilter("show", e.target.value === "all" ? "" : e.target.value)
              }
            >
              {MEDIA_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {t(`admin.media.filter.${f}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
        onClear={list.clearFilters}
        clearable={list.filtered}
      />

      {query.isError ? (
        <ErrorState title={t("admin.media.loadFailed")} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/5] rounded-lg" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <StateMessage
          icon={ImageOff}
          title={list.filtered ? t("admin.media.noMatches") : t("admin.media.empty")}
          action={
            list.filtered ? (
              <Button variant="outline" onClick={list.clearFilters}>
                {t("admin.media.clearFilters")}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="media-grid"
          aria-label={t("admin.nav.media")}
        >
          {shown.map((object) => (
            <MediaCard
              key={`${object.bucket}/${object.name}`}
              object={object}
              onDelete={setPending}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t("admin.media.deleteTitle")}
        description={t("admin.media.deleteDescription", {
          name: pending ? fileName(pending.name) : "",
        })}
        confirmLabel={t("admin.media.delete")}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
