import { randomUUID } from "node:crypto";
import type pg from "pg";
import { expect } from "vitest";
import type { Actor, ActorRole, Row } from "./actors";
import { createUser, ident, uniq, type TestUser } from "./db";
import { TABLE_KEYS } from "./table-keys";

export type Op = "select" | "insert" | "update" | "delete";
export const ROLES: ActorRole[] = ["anon", "user", "support", "admin"];

export interface Ctx {
  c: pg.Client;
  users: Record<Exclude<ActorRole, "anon">, TestUser>;
}

export interface PolicyCase {
  table: string;
  op: Op;
  name: string;
  allowed: ActorRole[];
  /** The roles this case is run for (all four unless a role cannot be asked without harm). */
  roles: ActorRole[];
  run(ctx: Ctx, actor: Actor, allowed: boolean): Promise<void>;
}

type Fixture = (ctx: Ctx, actor: Actor) => Promise<Row>;
const FORBIDDEN_CODES = ["42501"];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The primary key of a row: id, or the key columns of a table keyed otherwise. */
export function keyOf(table: string, row: Row): Row {
  return Object.fromEntries((TABLE_KEYS[table] ?? ["id"]).map((k) => [k, row[k]]));
}

async function rowBy(c: pg.Client, table: string, match: Row): Promise<Row | undefined> {
  const keys = Object.keys(match);
  const r = await c.query(
    `select * from public.${ident(table)} where ${keys.map((k, i) => `${ident(k)} = $${i + 1}`).join(" and ")}`,
    keys.map((k) => match[k]),
  );
  return r.rows[0] as Row | undefined;
}

/** updated_at as PostgreSQL's text (microseconds), or null for tables without it. */
async function stamp(c: pg.Client, table: string, key: Row): Promise<string | null> {
  const has = await c.query(
    "select 1 from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name = 'updated_at'",
    [table],
  );
  if (!has.rowCount) return null;
  const keys = Object.keys(key);
  const r = await c.query(
    `select updated_at::text as t from public.${ident(table)} where ${keys.map((k, i) => `${ident(k)} = $${i + 1}`).join(" and ")}`,
    keys.map((k) => key[k]),
  );
  return (r.rows[0] as { t: string } | undefined)?.t ?? null;
}

export function selectCase(
  table: string,
  name: string,
  fixture: Fixture,
  allowed: ActorRole[],
  roles: ActorRole[] = ROLES,
): PolicyCase {
  return {
    table,
    op: "select",
    name,
    allowed,
    roles,
    async run(ctx, actor, ok) {
      const row = await fixture(ctx, actor);
      const res = await actor.select(table, keyOf(table, row));
      expect(res.error).toBeNull();
      expect(res.data?.length).toBe(ok ? 1 : 0);
    },
  };
}

export function insertCase(
  table: string,
  name: string,
  make: (ctx: Ctx, actor: Actor) => Promise<{ row: Row; probe: Row }>,
  allowed: ActorRole[],
  options: { roles?: ActorRole[]; allowedError?: string } = {},
): PolicyCase {
  return {
    table,
    op: "insert",
    name,
    allowed,
    roles: options.roles ?? ROLES,
    async run(ctx, actor, ok) {
      const { row, probe } = await make(ctx, actor);
      const before = await rowBy(ctx.c, table, probe);
      const res = await actor.insert(table, row);
      if (ok && options.allowedError) {
        // The policy admitted the write; only the table's own constraint stopped it.
        expect(res.error?.code).toBe(options.allowedError);
        return;
      }
      if (ok) {
        expect(res.error).toBeNull();
        expect(res.data?.length).toBe(1);
        expect(await rowBy(ctx.c, table, probe)).toBeDefined();
      } else {
        expect(FORBIDDEN_CODES).toContain(res.error?.code);
        expect(same(await rowBy(ctx.c, table, probe), before)).toBe(true);
      }
    },
  };
}

export function updateCase(
  table: string,
  name: string,
  fixture: Fixture,
  patch: (row: Row) => Row,
  allowed: ActorRole[],
  roles: ActorRole[] = ROLES,
): PolicyCase {
  return {
    table,
    op: "update",
    name,
    allowed,
    roles,
    async run(ctx, actor, ok) {
      const row = await fixture(ctx, actor);
      const key = keyOf(table, row);
      const before = await rowBy(ctx.c, table, key);
      const stampBefore = await stamp(ctx.c, table, key);
      const change = patch(row);
      const res = await actor.update(table, key, change);
      const after = await rowBy(ctx.c, table, key);
      if (ok) {
        expect(res.error).toBeNull();
        expect(res.data?.length).toBe(1);
        for (const [k, v] of Object.entries(change)) expect(after?.[k]).toEqual(v);
        if (stampBefore !== null) expect(await stamp(ctx.c, table, key)).not.toBe(stampBefore);
      } else {
        if (res.error) expect(FORBIDDEN_CODES).toContain(res.error.code);
        else expect(res.data?.length ?? 0).toBe(0);
        expect(same(after, before)).toBe(true);
      }
    },
  };
}

export function deleteCase(
  table: string,
  name: string,
  fixture: Fixture,
  allowed: ActorRole[],
  roles: ActorRole[] = ROLES,
): PolicyCase {
  return {
    table,
    op: "delete",
    name,
    allowed,
    roles,
    async run(ctx, actor, ok) {
      const row = await fixture(ctx, actor);
      const key = keyOf(table, row);
      const res = await actor.remove(table, key);
      const after = await rowBy(ctx.c, table, key);
      if (ok) {
        expect(res.error).toBeNull();
        expect(res.data?.length).toBe(1);
        expect(after).toBeUndefined();
      } else {
        if (res.error) expect(FORBIDDEN_CODES).toContain(res.error.code);
        else expect(res.data?.length ?? 0).toBe(0);
        expect(after).toBeDefined();
      }
    },
  };
}

/** A fresh user holding a role, for cases about someone else's rows. */
export const otherUser = (ctx: Ctx, role: TestUser["role"] = "user") => createUser(ctx.c, role);
export const newId = () => randomUUID();
export { uniq };
