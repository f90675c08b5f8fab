import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "./support/db";
import { ROLES } from "./support/policy-cases";
import { COVERED_TABLES, POLICY_CASES } from "./support/policy-specs";

let c: pg.Client;

beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

async function publicTables(): Promise<{ name: string; rls: boolean }[]> {
  const r = await c.query<{ name: string; rls: boolean }>(
    `select c.relname as name, c.relrowsecurity as rls
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by 1`,
  );
  return r.rows;
}

describe("row-level security coverage", () => {
  it("enables RLS on every table in public", async () => {
    const tables = await publicTables();
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.filter((t) => !t.rls).map((t) => t.name)).toEqual([]);
  });

  it("has policy tests for every table in public, and only for real tables", async () => {
    const names = (await publicTables()).map((t) => t.name).sort();
    expect(COVERED_TABLES).toEqual(names);
  });

  it("tests every table with select, insert, update and delete for anon, user, support and admin", () => {
    for (const table of COVERED_TABLES) {
      for (const op of ["select", "insert", "update", "delete"] as const) {
        const roles = new Set(
          POLICY_CASES.filter((pc) => pc.table === table && pc.op === op).flatMap((pc) => pc.roles),
        );
        expect([...roles].sort(), `${table} ${op}`).toEqual([...ROLES].sort());
      }
    }
  });

  it("spells out the role of every policy (no policy for public)", async () => {
    const r = await c.query<{ tablename: string; policyname: string; roles: string }>(
      `select tablename, policyname, roles::text as roles from pg_policies where schemaname = 'public'`,
    );
    expect(r.rows.length).toBeGreaterThan(40);
    const loose = r.rows.filter((p) => !/^\{(anon|authenticated)\}$/.test(p.roles));
    expect(loose).toEqual([]);
  });

  it("wraps auth helpers in a sub-select in every policy", async () => {
    const r = await c.query<{ policyname: string; expr: string }>(
      `select policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
       from pg_policies where schemaname = 'public'`,
    );
    const wrapped = /\(\s*select\s+(auth\.|public\.)?\w+\(\)(\s+as\s+\w+)?\s*\)/gi;
    const bare = r.rows.filter((p) =>
      /uid\(\)|is_current_user_\w+\(\)|has_role\(/i.test(p.expr.replace(wrapped, "")),
    );
    expect(bare).toEqual([]);
  });

  it("gives API roles no TRUNCATE on public tables (it would bypass RLS)", async () => {
    const r = await c.query(
      `select table_name, grantee from information_schema.role_table_grants
       where table_schema = 'public' and privilege_type = 'TRUNCATE' and grantee in ('anon', 'authenticated')`,
    );
    expect(r.rows).toEqual([]);
  });

  it("fixes search_path on every SECURITY DEFINER function in public", async () => {
    const r = await c.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search_path=%')`,
    );
    expect(r.rows).toEqual([]);
  });
});
