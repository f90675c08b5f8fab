// storage.objects of the media and documents buckets, as the media library sees them (grouped
// with their resized variants, with their usages in content). Admins only.
export { mediaObjectKeys } from "./keys";
export { isImage, type MediaBucket, type MediaObject, type MediaUsage } from "./model";
export { getMediaLibrary, mediaLibraryQueryOptions } from "./queries";
export { deleteMediaObject, MediaInUseError, useDeleteMediaObject } from "./mutations";
