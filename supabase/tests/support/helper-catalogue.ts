import type pg from "pg";

/** The staff helpers every admin and staff rule is built on. */
export const STAFF_HELPERS = ["is_current_user_admin", "is_current_user_staff"] as const;

export interface HelperFunction {
  name: string;
  signature: string;
  /** Calls is_current_user_admin (directly or not); else only is_current_user_staff. */
  adminOnly: boolean;
  /** Every argument as null, by name (how the REST API and supabase-js call functions). */
  nullArgs: Record<string, null>;
}

interface ProcRow {
  oid: string;
  name: string;
  src: string;
  signature: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  is_trigger: boolean;
  callable: boolean;
}

const calls = (src: string, name: string) =>
  new RegExp(`(^|[^a-z0-9_])(public\\.)?${name}\\s*\\(`, "i").test(src);

/**
 * The public functions whose body calls a staff helper, directly or through other functions
 * (the closure is taken to a fixed point), with which helpers each one reaches.
 */
async function closure(
  c: pg.Client,
): Promise<{ rows: ProcRow[]; reaches: Map<string, Set<string>> }> {
  const { rows } = await c.query<ProcRow>(
    `select p.oid::text as oid, p.proname as name, p.prosrc as src,
       p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
       p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
       p.prorettype = 'trigger'::regtype as is_trigger,
       has_function_privilege('authenticated', p.oid, 'execute') as callable
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f'`,
  );
  const reaches = new Map<string, Set<string>>(STAFF_HELPERS.map((h) => [h, new Set([h])]));
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if ((STAFF_HELPERS as readonly string[]).includes(row.name)) continue;
      const set = reaches.get(row.name) ?? new Set<string>();
      const before = set.size;
      for (const [name, helpers] of reaches) {
        if (name !== row.name && calls(row.src, name)) for (const h of helpers) set.add(h);
      }
      if (set.size > before) {
        reaches.set(row.name, set);
        grew = true;
      }
    }
  }
  return { rows, reaches };
}

/** Functions a signed-in client may call that decide by a staff helper. */
export async function helperCallers(c: pg.Client): Promise<HelperFunction[]> {
  const { rows, reaches } = await closure(c);
  return rows
    .filter((r) => r.callable && !r.is_trigger && reaches.has(r.name))
    .filter((r) => !(STAFF_HELPERS as readonly string[]).includes(r.name))
    .filter((r) => r.name !== "has_role") // asks about any user; tested on its own
    .map((r) => ({
      name: r.name,
      signature: r.signature,
      adminOnly: reaches.get(r.name)!.has("is_current_user_admin"),
      nullArgs: Object.fromEntries(
        (r.arg_names ?? [])
          .filter((_, i) => ["i", "b", "v"].includes(r.arg_modes?.[i] ?? "i"))
          .map((a) => [a, null]),
      ),
    }))
    .sort((a, b) => a.signature.localeCompare(b.signature));
}

export interface HelperPolicy {
  schema: string;
  table: string;
  name: string;
  part: "using" | "with check";
  expr: string;
  /** The expression with every call of a helper (or a function reaching one) replaced. */
  withHelpers: (value: "true" | "false") => string;
}

/** Every policy part for signed-in users whose expression reaches a staff helper. */
export async function helperPolicies(c: pg.Client): Promise<HelperPolicy[]> {
  const { reaches } = await closure(c);
  const names = [...reaches.keys()];
  const callPattern = new RegExp(`(?:public\\.)?\\b(?:${names.join("|")})\\(\\)`, "gi");
  const { rows } = await c.query<{
    schema: string;
    table: string;
    name: string;
    qual: string | null;
    with_check: string | null;
    roles: string[];
  }>(
    `select schemaname as schema, tablename as "table", policyname as name, qual, with_check, roles
     from pg_policies where roles && array['authenticated', 'public']::name[]
     order by 1, 2, 3`,
  );
  const out: HelperPolicy[] = [];
  for (const row of rows) {
    for (const [part, expr] of [
      ["using", row.qual],
      ["with check", row.with_check],
    ] as const) {
      if (!expr || !names.some((n) => calls(expr, n))) continue;
      out.push({
        schema: row.schema,
        table: row.table,
        name: row.name,
        part,
        expr,
        withHelpers: (value) => expr.replace(callPattern, value),
      });
    }
  }
  return out;
}
