import type { InboxFilters } from "../lib/url-state";

export const inboxKeys = {
  all: ["contact-messages"] as const,
  lists: () => [...inboxKeys.all, "list"] as const,
  list: (filters: InboxFilters) => [...inboxKeys.lists(), filters] as const,
  detail: (id: string) => [...inboxKeys.all, "detail", id] as const,
  history: (id: string) => [...inboxKeys.all, "history", id] as const,
  newCount: () => [...inboxKeys.all, "new-count"] as const,
};
