import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";

// The database is reachable with any PostgreSQL client (psql, pg) on the stack's wire-protocol port.
describe("database over the PostgreSQL wire protocol", () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject("dbUrl") });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it("answers queries with bound parameters", async () => {
    const res = await client.query("select $1::int + 1 as n", [41]);
    expect(res.rows[0].n).toBe(42);
  });

  it("has Supabase's roles, with service_role bypassing RLS", async () => {
    const res = await client.query(
      "select rolname, rolbypassrls from pg_roles where rolname in ('anon','authenticated','service_role') order by rolname",
    );
    expect(res.rows).toEqual([
      { rolname: "anon", rolbypassrls: false },
      { rolname: "authenticated", rolbypassrls: false },
      { rolname: "service_role", rolbypassrls: true },
    ]);
  });

  it("has the auth and storage tables under Supabase's names", async () => {
    const res = await client.query(
      `select table_schema || '.' || table_name as t from information_schema.tables
        where (table_schema = 'auth' and table_name in ('users','identities','sessions','refresh_tokens','mfa_factors','mfa_challenges','flow_state','one_time_tokens'))
           or (table_schema = 'storage' and table_name in ('buckets','objects'))
        order by 1`,
    );
    expect(res.rows.map((r) => r.t)).toEqual([
      "auth.flow_state",
      "auth.identities",
      "auth.mfa_challenges",
      "auth.mfa_factors",
      "auth.one_time_tokens",
      "auth.refresh_tokens",
      "auth.sessions",
      "auth.users",
      "storage.buckets",
      "storage.objects",
    ]);
    const cols = await client.query(
      "select column_name from information_schema.columns where table_schema='auth' and table_name='users' and column_name in ('raw_user_meta_data','raw_app_meta_data','email_confirmed_at','encrypted_password') order by 1",
    );
    expect(cols.rows.map((r) => r.column_name)).toEqual([
      "email_confirmed_at",
      "encrypted_password",
      "raw_app_meta_data",
      "raw_user_meta_data",
    ]);
  });

  it("answers auth.uid(), auth.role() and auth.jwt() from the request claims", async () => {
    const sub = "6f1c2a52-6c4b-4e8e-9a53-0b7b1c0f3d11";
    const claims = JSON.stringify({ sub, role: "authenticated", email: "a@example.test" });
    const res = await client.query(
      `select (select set_config('request.jwt.claims', $1, false)) is not null as set,
              auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'email' as email`,
      [claims],
    );
    // set_config in the same select list is evaluated before the helpers read it only row-wise; read again.
    const again = await client.query(
      "select auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'email' as email",
    );
    expect(res.rows[0].set).toBe(true);
    expect(again.rows[0]).toEqual({ uid: sub, role: "authenticated", email: "a@example.test" });
    await client.query("select set_config('request.jwt.claims', '', false)");
    const none = await client.query("select auth.uid() as uid");
    expect(none.rows[0].uid).toBeNull();
  });

  it("records every applied migration", async () => {
    const res = await client.query(
      "select version, name from supabase_migrations.schema_migrations order by version",
    );
    for (const row of res.rows) expect(row.version).toMatch(/^\d+$/);
  });
});
