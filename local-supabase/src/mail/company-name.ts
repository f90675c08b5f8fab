import type { Queryable } from "../db/types";

export const DEFAULT_COMPANY_NAME = "Jalraksha Building Solutions";

/** public.site_settings.company_name when that table and column exist and hold a value. */
export async function companyName(db: Queryable): Promise<string> {
  try {
    const { rows } = await db.query<{ present: string | null }>(
      `select 1::text as present from pg_attribute
       where attrelid = to_regclass('public.site_settings') and attname = 'company_name' and not attisdropped`,
    );
    if (rows.length === 0) return DEFAULT_COMPANY_NAME;
    const named = await db.query<{ name: string | null }>(
      "select company_name::text as name from public.site_settings where company_name is not null limit 1",
    );
    return named.rows[0]?.name?.trim() || DEFAULT_COMPANY_NAME;
  } catch {
    return DEFAULT_COMPANY_NAME;
  }
}
