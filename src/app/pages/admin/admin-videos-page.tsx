import { ResourceRoutes, videos } from "@/features/cms";

/** /admin/videos: the list, /new and /:id, all from the videos declaration. */
export function AdminVideosPage() {
  return <ResourceRoutes def={videos} />;
}
