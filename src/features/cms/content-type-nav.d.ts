declare module "virtual:content-type-nav" {
  import type { ContentTypeNav } from "@/features/cms/define-resource";

  /** Each content type's path and sidebar entry, keyed by its declaration's key. */
  export const CONTENT_TYPE_NAV: Record<string, ContentTypeNav>;
}
