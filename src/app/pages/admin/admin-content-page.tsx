import { ContentTypeRoutes } from "@/features/cms";
import { AdminNotFoundPage } from "./admin-not-found-page";

/** Every declared content type's list and form (cms registry); any other path: not found. */
export function AdminContentPage() {
  return <ContentTypeRoutes notFound={<AdminNotFoundPage />} />;
}
