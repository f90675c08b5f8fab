import type { ActorRole, Row } from "./actors";
import {
  deleteCase,
  insertCase,
  selectCase,
  updateCase,
  type Ctx,
  type PolicyCase,
} from "./policy-cases";

const ADMIN: ActorRole[] = ["admin"];
const NONE: ActorRole[] = [];

/** A publish attempt as the publish function records it (as the superuser here). */
const run = async (ctx: Ctx): Promise<Row> => {
  const r = await ctx.c.query(
    "insert into public.publish_runs (ok, hook_status, error) values (false, 500, 'the deploy hook answered 500') returning id",
  );
  return r.rows[0] as Row;
};

export const PUBLISH_POLICY_CASES: PolicyCase[] = [
  selectCase("publish_runs", "a publish attempt", run, ADMIN),
  insertCase(
    "publish_runs",
    "a forged successful publish",
    async () => ({
      row: { ok: true, hook_status: 299, error: "forged" },
      probe: { error: "forged" },
    }),
    NONE,
  ),
  updateCase("publish_runs", "a failed publish", run, () => ({ ok: true }), NONE),
  deleteCase("publish_runs", "a publish attempt", run, NONE),
];
