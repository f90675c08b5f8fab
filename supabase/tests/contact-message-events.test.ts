import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDrivers, restActor, sqlActor, type Driver, type Row } from "./support/actors";
import { connect, createUser, uniq, type TestUser } from "./support/db";

// The support desk's history: status changes recorded by trigger (who, from, to), notes added
// only through add_contact_message_note, read by staff through contact_message_history.
const DRIVERS: Driver[] = await availableDrivers();

let c: pg.Client;
let support: TestUser;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  c = await connect();
  support = await createUser(c, "support");
  admin = await createUser(c, "admin");
  user = await createUser(c, "user");
});
afterAll(async () => {
  await c?.end();
});

async function newMessage(): Promise<string> {
  const r = await c.query(
    `insert into public.contact_messages (name, email, message) values ('Ravi Shah', $1, 'Leaking terrace, need a visit please.') returning id`,
    [`${uniq("ravi")}@example.test`],
  );
  return (r.rows[0] as { id: string }).id;
}

/** The SQL driver answers dates as Date objects, REST as text. */
const isoDay = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v);

const actorFor = (driver: Driver, u: TestUser | null) =>
  driver === "sql"
    ? Promise.resolve(sqlActor(c, u ? u.role : "anon", u))
    : restActor(u ? u.role : "anon", u);

describe.each(DRIVERS)("contact message history via %s", (driver) => {
  it("records each status change with the actor, from and to", async () => {
    const id = await newMessage();
    const a = await actorFor(driver, support);
    expect(
      (await a.update("contact_messages", { id }, { status: "in_progress" })).error,
    ).toBeNull();
    expect((await a.update("contact_messages", { id }, { status: "resolved" })).error).toBeNull();
    // A save that leaves the status alone records nothing.
    expect((await a.update("contact_messages", { id }, { status: "resolved" })).error).toBeNull();
    const r = await c.query(
      "select actor_id, kind, from_status, to_status, note from public.contact_message_events where message_id = $1 order by id",
      [id],
    );
    expect(r.rows).toEqual([
      {
        actor_id: support.id,
        kind: "status",
        from_status: "new",
        to_status: "in_progress",
        note: null,
      },
      {
        actor_id: support.id,
        kind: "status",
        from_status: "in_progress",
        to_status: "resolved",
        note: null,
      },
    ]);
  });

  it("lets staff add notes (trimmed, 1-2000 characters) and read the history with names", async () => {
    const id = await newMessage();
    const a = await actorFor(driver, admin);
    const added = await a.rpc("add_contact_message_note", {
      message_id_param: id,
      note_param: "  Called back, site visit Monday  ",
    });
    expect(added.error).toBeNull();
    expect(typeof added.data === "number" || typeof added.data === "string").toBe(true);
    const blank = await a.rpc("add_contact_message_note", {
      message_id_param: id,
      note_param: "  ",
    });
    expect(blank.error?.code).toBe("22023");
    const long = await a.rpc("add_contact_message_note", {
      message_id_param: id,
      note_param: "x".repeat(2001),
    });
    expect(long.error?.code).toBe("22023");
    const missing = await a.rpc("add_contact_message_note", {
      message_id_param: "00000000-0000-4000-8000-000000000000",
      note_param: "Nobody",
    });
    expect(missing.error?.code).toBe("P0002");

    const s = await actorFor(driver, support);
    const history = await s.rpc("contact_message_history", { message_id_param: id });
    expect(history.error).toBeNull();
    const rows = history.data as Row[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "note",
      note: "Called back, site visit Monday",
      actor_id: admin.id,
    });
    expect(String(rows[0]!.actor_name)).not.toBe("");
  });

  it("refuses notes and history to visitors and ordinary users", async () => {
    const id = await newMessage();
    for (const who of [null, user]) {
      const a = await actorFor(driver, who);
      const note = await a.rpc("add_contact_message_note", {
        message_id_param: id,
        note_param: "x",
      });
      expect(note.error?.code).toBe("42501");
      const history = await a.rpc("contact_message_history", { message_id_param: id });
      expect(history.error?.code).toBe("42501");
    }
    const r = await c.query(
      "select count(*)::int as n from public.contact_message_events where message_id = $1",
      [id],
    );
    expect((r.rows[0] as { n: number }).n).toBe(0);
  });

  it("keeps the history append-only and removes it with its message", async () => {
    const id = await newMessage();
    await c.query("update public.contact_messages set status = 'spam' where id = $1", [id]);
    await expect(
      c.query("update public.contact_message_events set note = 'x' where message_id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await c.query("delete from public.contact_messages where id = $1", [id]);
    const r = await c.query(
      "select count(*)::int as n from public.contact_message_events where message_id = $1",
      [id],
    );
    expect((r.rows[0] as { n: number }).n).toBe(0);
  });
});

describe.each(DRIVERS)("analytics date ranges via %s", (driver) => {
  it("answers admins over a date range and refuses everyone else", async () => {
    const a = await actorFor(driver, admin);
    const days = await a.rpc("analytics_views_per_day", {
      start_param: "2024-01-01",
      end_param: "2024-01-07",
    });
    expect(days.error).toBeNull();
    expect((days.data as Row[]).map((d) => isoDay(d.day))).toEqual([
      "2024-01-01",
      "2024-01-02",
      "2024-01-03",
      "2024-01-04",
      "2024-01-05",
      "2024-01-06",
      "2024-01-07",
    ]);
    expect((days.data as Row[]).every((d) => Number(d.views) === 0)).toBe(true);
    for (const fn of ["analytics_top_pages", "analytics_top_products", "analytics_languages"]) {
      const res = await a.rpc(fn, { start_param: "2024-01-01", end_param: "2024-01-07" });
      expect(res.error).toBeNull();
      expect(res.data).toEqual([]);
    }
    const weeks = await a.rpc("analytics_contact_messages_per_week", {
      start_param: "2024-01-01",
      end_param: "2024-01-14",
    });
    expect(weeks.error).toBeNull();
    expect((weeks.data as Row[]).map((w) => isoDay(w.week_start))).toEqual([
      "2024-01-01",
      "2024-01-08",
    ]);
    const backwards = await a.rpc("analytics_views_per_day", {
      start_param: "2024-01-07",
      end_param: "2024-01-01",
    });
    expect(backwards.error?.code).toBe("22023");
    const tooLong = await a.rpc("analytics_views_per_day", {
      start_param: "2022-01-01",
      end_param: "2024-01-01",
    });
    expect(tooLong.error?.code).toBe("22023");

    for (const who of [support, user]) {
      const s = await actorFor(driver, who);
      const res = await s.rpc("analytics_views_per_day", {
        start_param: "2024-01-01",
        end_param: "2024-01-07",
      });
      expect(res.error?.code).toBe("42501");
    }
  });

  it("counts today's views in a range ending today", async () => {
    const path = `/${uniq("range")}`;
    // Enough views to rank among the top 100 whatever else the shared database holds today.
    await c.query(
      "insert into public.page_views (path, language) select $1, 'en' from generate_series(1, 1000)",
      [path],
    );
    const a = await actorFor(driver, admin);
    const today = (await c.query("select current_date::text as d")).rows[0] as { d: string };
    const res = await a.rpc("analytics_top_pages", {
      start_param: today.d,
      end_param: today.d,
      limit_param: 100,
    });
    expect(res.error).toBeNull();
    expect((res.data as Row[]).find((r) => r.path === path)).toMatchObject({ path });
  });
});
