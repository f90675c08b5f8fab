/** Every query that shows the storage buckets' files lives under `all`. */
export const mediaObjectKeys = {
  all: ["media-objects"] as const,
  library: () => [...mediaObjectKeys.all, "library"] as const,
};
