/**
 * `npm run admin:setup-code`: issues a one-time admin setup code while no admin exists. It talks
 * to the database directly: DATABASE_URL, else the running stack's database port, else the
 * data folder's database (started for the purpose) when the stack is not running.
 */
import { existsSync } from "node:fs";
import pg from "pg";
import { loadConfig, type StackConfig } from "./config";
import { issueAdminSetupCode, setupCodeMessage } from "./db/admin-setup-code";
import { openDatabase } from "./db/open";

async function viaUrl(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await issueAdminSetupCode({
      query: async (text, params) => {
        const r = await client.query(text, params);
        return { rows: r.rows, rowCount: r.rowCount ?? 0 };
      },
    });
  } finally {
    await client.end();
  }
}

async function issue(config: StackConfig): Promise<string | null> {
  if (config.databaseUrl) return viaUrl(config.databaseUrl);
  try {
    return await viaUrl(`postgresql://postgres:postgres@${config.host}:${config.dbPort}/postgres`);
  } catch (err) {
    if ((err as { code?: string }).code !== "ECONNREFUSED") throw err;
  }
  const opened = await openDatabase(config);
  try {
    return await issueAdminSetupCode(opened.db);
  } finally {
    await opened.db.close();
  }
}

if (existsSync(".env")) process.loadEnvFile(".env");
const config = loadConfig();
const code = await issue(config);
console.log(setupCodeMessage(code, `${config.siteUrl}/admin-setup`));
