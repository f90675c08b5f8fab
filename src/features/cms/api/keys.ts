import type { ListParams } from "./resource-list-query";

export const cmsKeys = {
  all: ["cms"] as const,
  resource: (key: string) => [...cmsKeys.all, key] as const,
  list: (key: string, params: ListParams) => [...cmsKeys.resource(key), "list", params] as const,
  record: (key: string, id: string) => [...cmsKeys.resource(key), "record", id] as const,
  options: (table: string) => [...cmsKeys.all, "options", table] as const,
  history: (table: string, id: string) => [...cmsKeys.all, "history", table, id] as const,
};
