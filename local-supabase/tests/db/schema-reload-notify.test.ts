import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { loadConfig } from "../../src/config";
import { startStack, type RunningStack } from "../../src/server";

// The stack reloads its schema cache on `notify pgrst, 'reload schema'`, as PostgREST does.
describe("NOTIFY pgrst", () => {
  let stack: RunningStack;
  beforeAll(async () => {
    const onPostgres = inject("dbKind") === "postgres";
    stack = await startStack(
      loadConfig(process.env, {
        apiPort: 0,
        inboxPort: 0,
        dbPort: -1,
        dataDir: null,
        databaseUrl: onPostgres ? inject("dbUrl") : null,
        quiet: true,
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await stack.close();
  });

  function nextReload(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      let done = false;
      stack.ctx.onSchemaReload(() => {
        if (!done) resolve((done = true));
      });
      setTimeout(() => {
        if (!done) resolve(!(done = true));
      }, timeoutMs);
    });
  }

  it("reloads on 'reload schema' and on an empty payload", async () => {
    const reloaded = nextReload(5000);
    await stack.ctx.db.exec("notify pgrst, 'reload schema'");
    expect(await reloaded).toBe(true);

    const again = nextReload(5000);
    await stack.ctx.db.exec("notify pgrst");
    expect(await again).toBe(true);
  });

  it("ignores other payloads and other channels", async () => {
    const reloaded = nextReload(1500);
    await stack.ctx.db.exec("notify pgrst, 'reload config'; notify other_channel, 'reload schema'");
    expect(await reloaded).toBe(false);
  });
});
