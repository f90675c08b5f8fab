/** Every query that shows public.trash lives under `trashKeys.all`. */
export const trashKeys = {
  all: ["trash"] as const,
  list: (page: number, pageSize: number) => [...trashKeys.all, "list", page, pageSize] as const,
};
