import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize } from "@/components/data-table";
// The entity's pure modules, not its index (supabase-js) nor ./public (zod): this runs in unit tests
// and the inbox chunk needs neither from here.
import { isMessageKind, type MessageKind } from "@/entities/contact-message/model";
import { isMessageStatus, type MessageStatus } from "@/entities/contact-message/status";

/** The inbox's filter parameters (besides the search `q`, the page and the size). */
export const INBOX_FILTER_PARAMS = ["status", "kind", "from", "to"] as const;

export interface InboxFilters {
  /** null: every status except spam (the default view); "all" includes spam. */
  status: MessageStatus | "all" | null;
  /** null: messages and enquiries. */
  kind: MessageKind | null;
  q: string;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_FILTERS: InboxFilters = {
  status: null,
  kind: null,
  q: "",
  from: null,
  to: null,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string | null {
  if (!value || !DATE_RE.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? null : value;
}

/** Reads the inbox's filters from the URL, ignoring anything malformed. */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("status");
  return {
    status: status === "all" ? "all" : isMessageStatus(status) ? status : null,
    kind: isMessageKind(params.get("kind")) ? (params.get("kind") as MessageKind) : null,
    q: (params.get("q") ?? "").trim().slice(0, 200),
    from: validDate(params.get("from")),
    to: validDate(params.get("to")),
    page: parsePage(params.get("page")),
    pageSize: parsePageSize(params.get("size")),
  };
}

/** The search or a filter narrows the list (the default view hides spam only). */
export function isFiltered(filters: InboxFilters): boolean {
  return (
    filters.status !== null ||
    filters.kind !== null ||
    filters.q !== "" ||
    filters.from !== null ||
    filters.to !== null
  );
}

// Built into the list query by the entity; re-exported for the tests and callers that had them here.
export { dayAfter, searchPattern } from "@/entities/contact-message/model";
