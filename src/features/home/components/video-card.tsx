import * as React from "react";
import { Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { YOUTUBE_THUMBNAIL_SIZE, youTubeEmbedUrl, youTubeThumbnailUrl } from "@/lib/youtube";
import type { Video } from "@/entities/video";

/**
 * A video as its thumbnail and a play button; the YouTube player (privacy-enhanced domain) is
 * created only when the visitor clicks, so the page itself loads no third-party script or cookie.
 */
export function VideoCard({ video }: { video: Video }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = React.useState(false);
  const [thumbFailed, setThumbFailed] = React.useState(false);
  const iframeRef = React.useRef<HTMLIFrameElement>(null);

  React.useEffect(() => {
    if (playing) iframeRef.current?.focus();
  }, [playing]);

  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-lg border">
      <div className="bg-muted relative aspect-video">
        {playing ? (
          <iframe
            ref={iframeRef}
            src={youTubeEmbedUrl(video.youtube_id)}
            title={t("home.videoPlayerTitle", { title: video.title })}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
            data-testid="video-iframe"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group focus-visible:ring-ring absolute inset-0 size-full outline-none focus-visible:ring-2 focus-visible:ring-inset"
            aria-label={t("home.playVideo", { title: video.title })}
            data-testid="video-play"
          >
            {thumbFailed ? (
              <span
                aria-hidden="true"
                className="from-primary/80 to-primary absolute inset-0 bg-linear-to-br"
              />
            ) : (
              <img
                src={youTubeThumbnailUrl(video.youtube_id)}
                alt=""
                width={YOUTUBE_THUMBNAIL_SIZE.width}
                height={YOUTUBE_THUMBNAIL_SIZE.height}
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
                onError={() => setThumbFailed(true)}
                className="absolute inset-0 size-full object-cover"
                data-testid="video-thumbnail"
              />
            )}
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-black/70 text-white shadow-lg transition-transform duration-150 group-hover:scale-105 motion-reduce:transition-none">
                <Play className="ms-0.5 size-6 fill-current" aria-hidden="true" />
              </span>
            </span>
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="line-clamp-2 font-semibold" dir="auto">
          {video.title}
        </h3>
        {video.description && (
          <p className="text-muted-foreground line-clamp-2 text-sm" dir="auto">
            {video.description}
          </p>
        )}
      </div>
    </article>
  );
}
