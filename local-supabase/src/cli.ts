import { existsSync } from "node:fs";
import { loadConfig } from "./config";
import { issueAdminSetupCode, setupCodeMessage } from "./db/admin-setup-code";
import { resetDatabase } from "./db/open";
import { MigrationError } from "./db/migrate";
import { startStack } from "./server";

/** `npm run stack` (serve) and `npm run db:reset` (rebuild, then exit). */
async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (process.argv.includes("--reset-only")) {
    const opened = await resetDatabase(config);
    await opened.db.close();
    console.log(
      `[local-supabase] database rebuilt from migrations and seed (${opened.serverUrl ? "PostgreSQL" : "PGlite"})`,
    );
    return;
  }
  const stack = await startStack(config);
  // While no admin exists, print a fresh one-time setup code (only its hash is stored).
  const code = await issueAdminSetupCode(stack.ctx.db);
  if (code !== null) {
    console.log(`[local-supabase] ${setupCodeMessage(code, `${config.siteUrl}/admin-setup`)}`);
  }
  const stop = async () => {
    await stack.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: unknown) => {
  if (err instanceof MigrationError) {
    console.error(`[local-supabase] migration failed: ${err.message}`);
  } else {
    console.error("[local-supabase] failed to start:", err);
  }
  process.exit(1);
});
