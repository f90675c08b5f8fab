import { ResourceRoutes, socialLinks } from "@/features/cms";

/** /admin/social-media: the list, /new and /:id, all from the socialLinks declaration. */
export function AdminSocialMediaPage() {
  return <ResourceRoutes def={socialLinks} />;
}
