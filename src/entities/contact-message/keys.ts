import type { MessageListFilters } from "./model";

/** Every query that shows contact messages (inbox, sidebar badge, dashboard) lives under `all`. */
export const contactMessageKeys = {
  all: ["contact-messages"] as const,
  lists: () => [...contactMessageKeys.all, "list"] as const,
  list: (filters: MessageListFilters) => [...contactMessageKeys.lists(), filters] as const,
  latest: (limit: number) => [...contactMessageKeys.all, "latest", limit] as const,
  detail: (id: string) => [...contactMessageKeys.all, "detail", id] as const,
  history: (id: string) => [...contactMessageKeys.all, "history", id] as const,
  lines: (id: string) => [...contactMessageKeys.all, "lines", id] as const,
  newCount: () => [...contactMessageKeys.all, "new-count"] as const,
};
