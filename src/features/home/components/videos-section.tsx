import { Clapperboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { JsonLd, usePageLanguage } from "@/components/json-ld";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { videoObjectLd } from "@/lib/json-ld";
import { youTubeEmbedUrl, youTubeThumbnailUrl } from "@/lib/youtube";
import { useLatestVideosQuery } from "@/entities/video";
import { VideoCard } from "./video-card";

/** The latest videos as click-to-play cards. */
export function LatestVideos({ limit = 3 }: { limit?: number }) {
  const { t } = useTranslation();
  const query = useLatestVideosQuery(limit);
  const language = usePageLanguage();
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {Array.from({ length: limit }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-lg border">
            <Skeleton className="aspect-video rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t("home.videosError")}
        text={t("home.tryAgainText")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return <StateMessage icon={Clapperboard} title={t("home.videosEmpty")} />;
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" data-testid="video-grid">
        {query.data.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} />
            <JsonLd
              data={videoObjectLd({
                name: video.title,
                description: video.description,
                thumbnailUrl: youTubeThumbnailUrl(video.youtube_id),
                uploadDate: video.created_at,
                embedUrl: youTubeEmbedUrl(video.youtube_id, { autoplay: false }),
                inLanguage: language,
              })}
            />
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-4 text-sm">{t("home.videosNotice")}</p>
    </>
  );
}
