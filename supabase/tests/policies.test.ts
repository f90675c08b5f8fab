import type pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  availableDrivers,
  restActor,
  sqlActor,
  type Actor,
  type ActorRole,
  type Driver,
} from "./support/actors";
import { connect, createUser } from "./support/db";
import { ROLES, type Ctx } from "./support/policy-cases";
import { POLICY_CASES } from "./support/policy-specs";

// anon, user, support and admin x select, insert, update, delete on every table in public,
// each asserted both ways. The SQL driver runs statements exactly as PostgREST sets them up
// (role, request.jwt.claims); the REST driver goes through supabase-js.
const DRIVERS: Driver[] = await availableDrivers();

let c: pg.Client;
let ctx: Ctx;
const actors = new Map<string, Actor>();

beforeAll(async () => {
  c = await connect();
  ctx = {
    c,
    users: {
      user: await createUser(c, "user"),
      support: await createUser(c, "support"),
      admin: await createUser(c, "admin"),
    },
  };
  for (const driver of DRIVERS) {
    for (const role of ROLES) {
      const user = role === "anon" ? null : ctx.users[role];
      actors.set(
        `${driver}:${role}`,
        driver === "sql" ? sqlActor(c, role, user) : await restActor(role, user),
      );
    }
  }
});

afterAll(async () => {
  await c?.end();
});

describe.each(DRIVERS)("policies via %s", (driver) => {
  for (const pc of POLICY_CASES) {
    describe(`${pc.table} ${pc.op} ${pc.name}`, () => {
      for (const role of pc.roles) {
        const ok = pc.allowed.includes(role);
        it(`${role} ${ok ? "may" : "may not"} ${pc.op}`, async () => {
          await pc.run(ctx, actors.get(`${driver}:${role as ActorRole}`)!, ok);
        });
      }
    });
  }
});
