import { isMessageStatus, type MessageStatus } from "@/entities/contact-message/public";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface InboxFilters {
  /** null: every status except spam (the default view); "all" includes spam. */
  status: MessageStatus | "all" | null;
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

function positiveInt(value: string | null, fallback: number): number {
  if (!value || !/^\d{1,6}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? n : fallback;
}

/** Reads the inbox's filters from the URL, ignoring anything malformed. */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("status");
  const size = Number(params.get("size"));
  return {
    status: status === "all" ? "all" : isMessageStatus(status) ? status : null,
    q: (params.get("q") ?? "").trim().slice(0, 200),
    from: validDate(params.get("from")),
    to: validDate(params.get("to")),
    page: positiveInt(params.get("page"), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The filters as URL parameters; defaults are left out so URLs stay short. */
export function serializeInboxFilters(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set("size", String(filters.pageSize));
  return params;
}

/** A filter change starts again at page 1; a page change keeps the filters. */
export function updateFilters(current: InboxFilters, patch: Partial<InboxFilters>): InboxFilters {
  const next = { ...current, ...patch };
  if (!("page" in patch)) next.page = 1;
  return next;
}

// Built into the list query by the entity; re-exported for the tests and callers that had them here.
export { dayAfter, searchPattern } from "@/entities/contact-message/public";
