// /admin/settings' stale-edit check compares site_settings.company_updated_at (the form's
// versionColumn, src/features/cms/resources/site-settings.ts), as the form's save does: an update
// matching id and the version it loaded. A Security switch flipped by another admin meanwhile
// (protection, two-step sign-in) moves updated_at but not that version, so the save goes
// through; a concurrent edit of a company field moves it, so the save is refused (no row).
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restActor, type Actor, type Row } from "./support/actors";
import { connect, createUser } from "./support/db";

let c: pg.Client;
let me: Actor;
let colleague: Actor;
let original: Row;

beforeAll(async () => {
  c = await connect();
  original = (
    await c.query(
      "select tagline, phones, protection_enabled from public.site_settings where id = 1",
    )
  ).rows[0] as Row;
  me = await restActor("admin", await createUser(c, "admin"));
  colleague = await restActor("admin", await createUser(c, "admin"));
});
afterAll(async () => {
  if (c) {
    await c.query(
      "update public.site_settings set tagline = $1, phones = $2, protection_enabled = $3 where id = 1",
      [original.tagline, original.phones, original.protection_enabled],
    );
    await c.end();
  }
});

/** The row as the form loads it. */
async function load(): Promise<Row> {
  const r = await me.select("site_settings", { id: 1 });
  expect(r.error).toBeNull();
  return r.data![0]!;
}

/** The form's save: the written fields, only if the loaded version is still current. */
const save = (loaded: Row, patch: Row) =>
  me.update("site_settings", { id: 1, company_updated_at: loaded.company_updated_at }, patch);

describe("site settings form: stale check", () => {
  it("saves over a Security switch flipped meanwhile", async () => {
    const loaded = await load();
    const flip = await colleague.update(
      "site_settings",
      { id: 1 },
      { protection_enabled: !loaded.protection_enabled },
    );
    expect(flip.error).toBeNull();
    const after = flip.data![0]!;
    // The whole row's version moved (the old check refused here), the form's did not.
    expect(after.updated_at).not.toBe(loaded.updated_at);
    expect(after.company_updated_at).toBe(loaded.company_updated_at);

    const saved = await save(loaded, { tagline: "Saved over a switch flip" });
    expect(saved.error).toBeNull();
    expect(saved.data).toHaveLength(1);
    expect(saved.data![0]).toMatchObject({
      tagline: "Saved over a switch flip",
      protection_enabled: !loaded.protection_enabled,
    });
    expect(saved.data![0]!.company_updated_at).not.toBe(loaded.company_updated_at);
  });

  it("still refuses a save over a colleague's edit of a company field", async () => {
    const loaded = await load();
    const edit = await colleague.update(
      "site_settings",
      { id: 1 },
      { phones: ["+91 22 5550 0100"] },
    );
    expect(edit.error).toBeNull();
    expect(edit.data![0]!.company_updated_at).not.toBe(loaded.company_updated_at);

    const refused = await save(loaded, { tagline: "Lost update" });
    expect(refused.error).toBeNull();
    expect(refused.data).toHaveLength(0);
    const now = (await c.query("select tagline, phones from public.site_settings where id = 1"))
      .rows[0] as Row;
    expect(now.tagline).not.toBe("Lost update");
    expect(now.phones).toEqual(["+91 22 5550 0100"]);
  });

  it("keeps the version out of the client's hands", async () => {
    const loaded = await load();
    const forged = await me.update(
      "site_settings",
      { id: 1 },
      { company_updated_at: "2000-01-01T00:00:00+00:00" },
    );
    expect(forged.error).toBeNull();
    expect(forged.data![0]!.company_updated_at).toBe(loaded.company_updated_at);
  });
});
