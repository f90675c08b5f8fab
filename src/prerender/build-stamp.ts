/** The file every build writes next to its pages: which content its prerendered pages show. */
export const BUILD_STAMP_FILE = "build-stamp.json";

export interface BuildStamp {
  /** When the pages were rendered (ISO 8601). */
  builtAt: string;
  /** The newest content_audit entry the build saw (content_last_changed_at()), or null. */
  contentChangedAt: string | null;
}

/** A stamp as read from the server, or null for anything else (a dev server answers the SPA). */
export function parseBuildStamp(value: unknown): BuildStamp | null {
  if (typeof value !== "object" || value === null) return null;
  const { builtAt, contentChangedAt } = value as Record<string, unknown>;
  if (typeof builtAt !== "string" || Number.isNaN(Date.parse(builtAt))) return null;
  if (contentChangedAt !== null && typeof contentChangedAt !== "string") return null;
  return { builtAt, contentChangedAt };
}
