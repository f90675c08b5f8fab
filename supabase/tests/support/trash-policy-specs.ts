import type { ActorRole, Row } from "./actors";
import { contentRows, insertRow } from "./fixtures";
import {
  deleteCase,
  insertCase,
  selectCase,
  uniq,
  updateCase,
  type Ctx,
  type PolicyCase,
} from "./policy-cases";

const ADMIN: ActorRole[] = ["admin"];
const NONE: ActorRole[] = [];

/** A trash row, made the only way there is: deleting a content record. */
const trashed = async (ctx: Ctx): Promise<Row> => {
  const cat = await insertRow(ctx.c, "categories", contentRows.categories!(true));
  await ctx.c.query("delete from public.categories where id = $1", [cat.id]);
  const r = await ctx.c.query(
    "select id from public.trash where table_name = 'categories' and record_id = $1",
    [String(cat.id)],
  );
  return r.rows[0] as Row;
};

// trash: written only by the move_to_trash() trigger and the security definer functions;
// admins read it (and restore through restore_from_trash(), tested in trash.test.ts).
export const TRASH_POLICY_CASES: PolicyCase[] = [
  selectCase("trash", "a trashed record", trashed, ADMIN),
  insertCase(
    "trash",
    "a row written directly",
    async () => {
      const recordId = uniq("forged");
      return {
        row: { table_name: "categories", record_id: recordId, record: { id: recordId } },
        probe: { record_id: recordId },
      };
    },
    NONE,
  ),
  updateCase(
    "trash",
    "a trashed record",
    trashed,
    () => ({ purge_after: "2000-01-01T00:00:00+00:00" }),
    NONE,
  ),
  deleteCase("trash", "a trashed record", trashed, NONE),
];
