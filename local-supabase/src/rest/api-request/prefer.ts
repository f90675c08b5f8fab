import { ApiError } from "../errors";
import type { Preferences } from "./types";

const KNOWN: Record<string, readonly string[]> = {
  return: ["minimal", "representation", "headers-only"],
  count: ["exact", "planned", "estimated"],
  resolution: ["merge-duplicates", "ignore-duplicates"],
  missing: ["default", "null"],
  tx: ["commit", "rollback"],
  params: ["single-object"],
  handling: ["strict", "lenient"],
};

/** Parses `Prefer` (possibly several headers joined by commas); unknown ones are ignored. */
export function parsePrefer(header: string | null | undefined): Preferences {
  const preferences: Record<string, string> = {};
  const invalid: string[] = [];
  let strict = false;
  for (const raw of (header ?? "").split(",")) {
    const item = raw.trim();
    if (!item) continue;
    const eq = item.indexOf("=");
    const key = (eq < 0 ? item : item.slice(0, eq)).trim().toLowerCase();
    const value = (eq < 0 ? "" : item.slice(eq + 1)).trim().toLowerCase();
    const allowed = KNOWN[key];
    if (!allowed?.includes(value)) {
      if (!key.startsWith("max-affected") && !key.startsWith("timezone")) invalid.push(item);
      continue;
    }
    if (key === "handling") strict = value === "strict";
    else if (!(key in preferences)) preferences[key] = value;
  }
  if (strict && invalid.length) {
    throw new ApiError(
      400,
      "PGRST122",
      "Invalid preferences given with handling=strict",
      `Invalid preferences: ${invalid.join(", ")}`,
    );
  }
  return preferences as Preferences;
}
