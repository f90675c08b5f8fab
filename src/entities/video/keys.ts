import type { ContentLanguage } from "@/lib/content-language";

/** Every query that shows videos lives under `videoKeys.all`. */
export const videoKeys = {
  all: ["videos"] as const,
  latest: (limit: number, lang: ContentLanguage) =>
    [...videoKeys.all, "latest", lang, limit] as const,
  admin: () => [...videoKeys.all, "admin"] as const,
};
