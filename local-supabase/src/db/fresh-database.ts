import { randomBytes } from "node:crypto";
import pg from "pg";

export interface FreshDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** Creates an empty database on the server `serverUrl` names (tests, benchmarks) and drops it after. */
export async function createFreshDatabase(
  serverUrl: string,
  prefix: string,
): Promise<FreshDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`bad database name prefix: ${prefix}`);
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
