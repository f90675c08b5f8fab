import { ApiError } from "../errors";
import type { MediaType } from "./types";

interface Candidate {
  type: string;
  params: Record<string, string>;
  q: number;
  index: number;
}

function parseAccept(header: string): Candidate[] {
  return header
    .split(",")
    .map((part, index) => {
      const [type = "", ...rest] = part.split(";").map((s) => s.trim());
      const params: Record<string, string> = {};
      for (const p of rest) {
        const eq = p.indexOf("=");
        if (eq > 0) params[p.slice(0, eq).trim().toLowerCase()] = p.slice(eq + 1).trim();
      }
      const q = params.q === undefined ? 1 : Number(params.q);
      return { type: type.toLowerCase(), params, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((c) => c.type !== "" && c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

/** Content negotiation over what this API produces: JSON arrays, single objects and CSV. */
export function negotiate(header: string | null | undefined): {
  media: MediaType;
  stripNulls: boolean;
} {
  if (!header || !header.trim()) return { media: "json", stripNulls: false };
  const candidates = parseAccept(header);
  for (const c of candidates) {
    const stripNulls = c.params.nulls === "stripped";
    switch (c.type) {
      case "*/*":
      case "application/*":
      case "application/json":
      case "application/vnd.pgrst.array+json":
        return { media: "json", stripNulls };
      case "application/vnd.pgrst.object+json":
      case "application/vnd.pgrst.object":
        return { media: "object", stripNulls };
      case "text/csv":
      case "text/*":
        return { media: "csv", stripNulls: false };
    }
  }
  throw new ApiError(
    406,
    "PGRST107",
    `None of these media types are available: ${candidates.map((c) => c.type).join(", ") || header}`,
  );
}
