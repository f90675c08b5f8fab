export { videoKeys } from "./keys";
export { VIDEO_TRANSLATABLE, VIDEO_TRANSLATION } from "./translatable";
export {
  getLatestVideos,
  latestVideosQueryOptions,
  useLatestVideosQuery,
  type Video,
} from "./queries";
