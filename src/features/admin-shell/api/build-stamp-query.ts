import { useQuery } from "@tanstack/react-query";
import { publishKeys } from "@/entities/publish-run";
import { BUILD_STAMP_FILE, parseBuildStamp, type BuildStamp } from "@/prerender/build-stamp";

/** The served build's stamp (same origin), or null where there is none (npm run dev). */
async function getBuildStamp(signal: AbortSignal): Promise<BuildStamp | null> {
  const res = await fetch(`/${BUILD_STAMP_FILE}`, { cache: "no-store", signal });
  if (!res.ok || !res.headers.get("content-type")?.includes("json")) return null;
  return parseBuildStamp(await res.json().catch(() => null));
}

export function useBuildStampQuery() {
  return useQuery({
    queryKey: [...publishKeys.all, "build-stamp"],
    queryFn: ({ signal }) => getBuildStamp(signal),
    refetchInterval: 60_000,
  });
}
