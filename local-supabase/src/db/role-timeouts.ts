import type { Queryable } from "./types";

/** The roles a request may act as, and the login role PostgREST connects as. */
const ROLES = ["anon", "authenticated", "service_role", "authenticator"];

/**
 * Each role's `statement_timeout` as `alter role ... set` left it (pg_db_role_setting), a
 * database-specific setting over one for all databases. PostgREST applies the impersonated
 * role's settings to every request; a role without one runs under the login role's
 * (authenticator), as on hosted Supabase, where service_role has none and gets authenticator's.
 */
const ROLE_SETTINGS_QUERY = `
select r.rolname as role, s.setdatabase <> 0 as this_database, cfg as setting
from pg_catalog.pg_db_role_setting s
join pg_catalog.pg_roles r on r.oid = s.setrole
cross join lateral unnest(s.setconfig) as cfg
where r.rolname = any($1::text[])
  and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
  and cfg like 'statement\\_timeout=%'
order by s.setdatabase`;

const UNIT_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A `statement_timeout` value in milliseconds (PostgreSQL's syntax: `3s`, `1500`, `1 min`). */
export function parseTimeout(value: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!m) return null;
  return Math.round(Number(m[1]) * UNIT_MS[m[2] ?? "ms"]!);
}

/**
 * The statement deadline of each API role, read from the database and kept until the next
 * reload (a schema reload or `notify pgrst, 'reload config'`, as PostgREST reloads them).
 */
export class RoleTimeouts {
  private timeouts = new Map<string, number>();
  private loads = 0;
  private applied = 0;

  /** `fallbackMs`: the deadline of a role that neither it nor authenticator sets. */
  constructor(
    private readonly db: Queryable,
    private readonly fallbackMs: number,
  ) {}

  /** The deadline for `role`'s statements, in milliseconds; 0 for none. */
  forRole(role: string): number {
    return this.timeouts.get(role) ?? this.timeouts.get("authenticator") ?? this.fallbackMs;
  }

  /** Reads the settings again; a load started later wins over one still running. */
  async load(): Promise<void> {
    const ticket = ++this.loads;
    const res = await this.db.query<{ role: string; setting: string }>(ROLE_SETTINGS_QUERY, [
      `{${ROLES.join(",")}}`,
    ]);
    if (ticket < this.applied) return;
    const next = new Map<string, number>();
    // Ordered all-databases first, so a setting for this database wins.
    for (const row of res.rows) {
      const ms = parseTimeout(row.setting.slice("statement_timeout=".length));
      if (ms !== null) next.set(row.role, ms);
    }
    this.timeouts = next;
    this.applied = ticket;
  }
}
