// Each content entity's zod limits are the one TypeScript copy of its table's CHECKs: for every
// limited column, a value just inside and one just over each limit go through the schema and,
// with the service role (no policy in the way), into the table. Both must accept or both refuse.
// The length cases are generated from the entities' limit constants; the format cases are listed.
import { createClient } from "@supabase/supabase-js";
import { afterAll, describe, expect, inject, it } from "vitest";
import { uniq } from "./support/db";
import { limitSpecs, type LimitCase } from "./support/content-limit-cases";

const admin = createClient(inject("apiUrl"), inject("serviceRoleKey"), {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

const created: { table: string; id: unknown }[] = [];

afterAll(async () => {
  for (const { table, id } of created) await admin.from(table).delete().eq("id", id);
});

describe.each(limitSpecs.map((spec) => [spec.table, spec] as const))(
  "%s: the entity's limits and the table's CHECKs agree",
  (_table, spec) => {
    it.each(spec.cases.map((c: LimitCase) => [c.name, c] as const))("%s", async (_name, c) => {
      const input = { ...spec.input(uniq("lim")), ...c.input };
      const parsed = spec.schema.safeParse(input);
      // What the form would write: the schema's output when it accepts; otherwise the offending
      // value as the table would receive it, beside an otherwise valid row.
      const row = parsed.success
        ? (parsed.data as Record<string, unknown>)
        : {
            ...(spec.schema.parse(spec.input(uniq("lim"))) as Record<string, unknown>),
            ...(c.row ?? c.input),
          };
      const { data, error } = await admin.from(spec.table).insert(row).select("id").maybeSingle();
      if (data) created.push({ table: spec.table, id: data.id });
      const verdict = { zod: parsed.success, database: error === null };
      expect(verdict, error?.message).toEqual({ zod: c.ok, database: c.ok });
      if (!c.ok) expect(error?.code).toMatch(/^(23514|22003|22P02|22001)$/);
    });
  },
);
