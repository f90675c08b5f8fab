import { randomInt } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  availableDrivers,
  restActor,
  sqlActor,
  type Actor,
  type Driver,
  type Row,
} from "./support/actors";
import { connect, createUser, uniq, type TestUser } from "./support/db";

const DRIVERS: Driver[] = await availableDrivers();

let c: pg.Client;
beforeAll(async () => {
  c = await connect();
});
afterAll(async () => {
  await c?.end();
});

const freshIp = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`;
const actor = (driver: Driver, role: Actor["role"], user: TestUser | null, ip = freshIp()) => {
  const headers = { "x-forwarded-for": ip, "x-real-ip": ip };
  return driver === "sql"
    ? Promise.resolve(sqlActor(c, role, user, { headers }))
    : restActor(role, user, { headers });
};
const session = () => uniq("sess").replace(/-/g, "_") + "abcd";

async function viewsOf(sessionId: string): Promise<Row[]> {
  const r = await c.query(
    "select path, product_slug, language, referrer from public.page_views where session_id = $1 order by id",
    [sessionId],
  );
  return r.rows as Row[];
}

describe.each(DRIVERS)("record_page_view via %s", (driver) => {
  it("records a view, without query string or fragment, for anon and users", async () => {
    const s = session();
    const anon = await actor(driver, "anon", null);
    const res = await anon.rpc("record_page_view", {
      path_param: "/products/crystal-seal?utm=x#top",
      product_slug_param: "crystal-seal",
      language_param: "hi",
      referrer_param: "https://www.google.com/search?q=secret",
      session_id_param: s,
    });
    expect(res.error).toBeNull();
    expect(res.data).toBe(true);
    const user = await actor(driver, "user", await createUser(c));
    expect(
      (await user.rpc("record_page_view", { path_param: "/contact", session_id_param: s })).data,
    ).toBe(true);
    expect(await viewsOf(s)).toEqual([
      {
        path: "/products/crystal-seal",
        product_slug: "crystal-seal",
        language: "hi",
        referrer: "https://www.google.com/search",
      },
      { path: "/contact", product_slug: null, language: null, referrer: null },
    ]);
  });

  it("drops a non-http referrer instead of failing", async () => {
    const s = session();
    const anon = await actor(driver, "anon", null);
    const res = await anon.rpc("record_page_view", {
      path_param: "/",
      referrer_param: "javascript:alert(1)",
      session_id_param: s,
    });
    expect(res.error).toBeNull();
    expect((await viewsOf(s))[0]?.referrer).toBeNull();
  });

  it("rejects malformed input with 22023", async () => {
    const anon = await actor(driver, "anon", null);
    const bad: Row[] = [
      { path_param: "products" },
      { path_param: "https://evil.example/" },
      { path_param: "/a b" },
      { path_param: `/${"x".repeat(600)}` },
      { path_param: null },
      { path_param: "/", product_slug_param: "Not A Slug" },
      { path_param: "/", language_param: "english!" },
      { path_param: "/", session_id_param: "short" },
      { path_param: "/", session_id_param: "x'; drop table page_views; --" },
    ];
    for (const args of bad) {
      expect(
        (await anon.rpc("record_page_view", args)).error?.code,
        JSON.stringify(args).slice(0, 80),
      ).toBe("22023");
    }
  });

  it("counts the same page in the same session once within 10 seconds", async () => {
    const s = session();
    const anon = await actor(driver, "anon", null);
    expect(
      (await anon.rpc("record_page_view", { path_param: "/about", session_id_param: s })).data,
    ).toBe(true);
    expect(
      (await anon.rpc("record_page_view", { path_param: "/about", session_id_param: s })).data,
    ).toBe(false);
    expect(
      (await anon.rpc("record_page_view", { path_param: "/exports", session_id_param: s })).data,
    ).toBe(true);
    expect(await viewsOf(s)).toHaveLength(2);
  });

  it("caps a session and an IP at 300 views an hour", async () => {
    const s = session();
    await c.query(
      "insert into public.page_views (path, session_id) select '/p' || g, $1 from generate_series(1, 300) g",
      [s],
    );
    const anon = await actor(driver, "anon", null);
    expect(
      (await anon.rpc("record_page_view", { path_param: "/new", session_id_param: s })).data,
    ).toBe(false);

    const ip = freshIp();
    await c.query(
      "insert into public.page_views (path, ip_hash) select '/q' || g, md5('page_views:' || $1) from generate_series(1, 300) g",
      [ip],
    );
    const sameIp = await actor(driver, "anon", null, ip);
    const s2 = session();
    expect(
      (await sameIp.rpc("record_page_view", { path_param: "/new", session_id_param: s2 })).data,
    ).toBe(false);
    expect(await viewsOf(s2)).toEqual([]);
  });
});

describe.each(DRIVERS)("analytics aggregates via %s", (driver) => {
  let admin: Actor;
  const slug = uniq("analytics-product");
  const path = `/${uniq("analytics-page")}`;
  beforeAll(async () => {
    admin = await actor(driver, "admin", await createUser(c, "admin"));
    await c.query("insert into public.products (slug, name) values ($1, 'Analytics Product')", [
      slug,
    ]);
    await c.query(
      `insert into public.page_views (path, product_slug, language, created_at)
       select $1, $2, 'sw', now() - (g % 3) * interval '1 day' from generate_series(1, 250) g`,
      [path, slug],
    );
    await c.query(
      `insert into public.contact_messages (name, email, message, status, created_at)
       values ('Week', $1, 'Counting messages per week.', 'new', now()),
              ('Spam', $1, 'Counting spam per week too.', 'spam', now())`,
      [`${uniq("week")}@example.test`],
    );
  });

  it("views per day: one row per day, zero-filled, with today's views", async () => {
    const res = await admin.rpc("analytics_views_per_day", { days_param: 7 });
    expect(res.error).toBeNull();
    const rows = res.data as Row[];
    expect(rows).toHaveLength(7);
    const total = rows.reduce((n, r) => n + Number(r.views), 0);
    expect(total).toBeGreaterThanOrEqual(250);
    for (const r of rows.slice(-3)) expect(Number(r.views)).toBeGreaterThanOrEqual(83);
  });

  it("top pages, top products and languages include the recorded views", async () => {
    const pages = (await admin.rpc("analytics_top_pages", { days_param: 7, limit_param: 100 }))
      .data as Row[];
    expect(pages.find((p) => p.path === path)).toMatchObject({ path });
    expect(Number(pages.find((p) => p.path === path)?.views)).toBe(250);
    const products = (
      await admin.rpc("analytics_top_products", { days_param: 7, limit_param: 100 })
    ).data as Row[];
    expect(products.find((p) => p.product_slug === slug)).toMatchObject({
      product_name: "Analytics Product",
    });
    const langs = (await admin.rpc("analytics_languages", { days_param: 7 })).data as Row[];
    expect(Number(langs.find((l) => l.language === "sw")?.views)).toBeGreaterThanOrEqual(250);
    const two = (await admin.rpc("analytics_top_pages", { days_param: 7, limit_param: 2 }))
      .data as Row[];
    expect(two.length).toBeLessThanOrEqual(2);
  });

  it("contact messages per week, spam counted apart", async () => {
    const rows = (await admin.rpc("analytics_contact_messages_per_week", { weeks_param: 4 }))
      .data as Row[];
    expect(rows).toHaveLength(4);
    const last = rows.at(-1)!;
    expect(Number(last.messages)).toBeGreaterThanOrEqual(1);
    expect(Number(last.spam)).toBeGreaterThanOrEqual(1);
  });

  it("clamps absurd ranges instead of failing", async () => {
    const res = await admin.rpc("analytics_views_per_day", { days_param: 100000 });
    expect(res.error).toBeNull();
    expect(res.data as Row[]).toHaveLength(366);
    const neg = await admin.rpc("analytics_top_pages", { days_param: -5, limit_param: -1 });
    expect(neg.error).toBeNull();
    expect((neg.data as Row[]).length).toBeLessThanOrEqual(1);
  });

  it("are for admins only", async () => {
    for (const role of ["user", "support"] as const) {
      const a = await actor(driver, role, await createUser(c, role));
      for (const fn of [
        "analytics_views_per_day",
        "analytics_top_pages",
        "analytics_top_products",
        "analytics_languages",
        "analytics_contact_messages_per_week",
      ]) {
        expect((await a.rpc(fn, {})).error?.code, `${role} ${fn}`).toBe("42501");
      }
    }
    const anon = await actor(driver, "anon", null);
    expect((await anon.rpc("analytics_views_per_day", {})).error).not.toBeNull();
  });
});
