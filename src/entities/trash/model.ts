/** How long a deleted record stays in the trash (purge_after's default in the trash migration). */
export const TRASH_DAYS = 30;
