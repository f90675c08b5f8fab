/** YouTube video ids are 11 characters of [A-Za-z0-9_-]. */
const ID_RE = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/**
 * The video id from a bare id or any YouTube URL form (watch?v=, youtu.be/, embed/, shorts/,
 * live/, v/, with or without scheme and extra parameters); null when none can be found.
 */
export function parseYouTubeId(input: string | null | undefined): string | null {
  const value = input?.trim();
  if (!value) return null;
  if (ID_RE.test(value)) return value;

  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  let candidate: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (["embed", "shorts", "live", "v", "e"].includes(segments[0] ?? ""))
      candidate = segments[1];
    else if (segments.length === 0 || segments[0] === "attribution_link") {
      candidate = url.searchParams.get("v");
      const inner = url.searchParams.get("u");
      if (!candidate && inner) candidate = new URLSearchParams(inner.split("?")[1]).get("v");
    }
  }
  return candidate && ID_RE.test(candidate) ? candidate : null;
}

/** The thumbnail shown before the player loads (480 x 360). */
export function youTubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

export const YOUTUBE_THUMBNAIL_SIZE = { width: 480, height: 360 } as const;

/** The privacy-enhanced player, started on load unless told otherwise (the site creates it only after a click). */
export function youTubeEmbedUrl(id: string, { autoplay = true } = {}): string {
  return `https://www.youtube-nocookie.com/embed/${id}${autoplay ? "?autoplay=1" : ""}`;
}
