// public.trash: deleted content records kept 30 days; admins list, restore or delete them.
export { TRASH_DAYS } from "./model";
export { trashKeys } from "./keys";
export { getTrash, useTrashQuery, type TrashEntry } from "./queries";
export {
  deleteFromTrash,
  restoreFromTrash,
  TrashActionError,
  useDeleteFromTrashMutation,
  useRestoreFromTrashMutation,
  type TrashRefusal,
} from "./mutations";
