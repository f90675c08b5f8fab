import pg from "pg";
import type { PgliteThread } from "./pglite-thread";

/**
 * PostgREST's channel: `notify pgrst, 'reload schema'` (or an empty payload) reloads its schema
 * cache, `notify pgrst, 'reload config'` its configuration (the roles' settings among it).
 */
export const PGRST_CHANNEL = "pgrst";

function wantsSchemaReload(payload: string): boolean {
  const p = payload.trim().toLowerCase();
  return p === "" || p === "reload schema";
}

/**
 * Listens on the pgrst channel and calls `onReload` for schema reloads and `onConfigReload` for
 * configuration reloads, as PostgREST does. Returns a function that stops listening.
 */
export async function listenForSchemaReload(
  source: { thread: PgliteThread } | { databaseUrl: string },
  onReload: () => void,
  onConfigReload: () => void = () => undefined,
): Promise<() => Promise<void>> {
  const handle = (payload: string) => {
    if (wantsSchemaReload(payload)) onReload();
    else if (payload.trim().toLowerCase() === "reload config") onConfigReload();
  };
  if ("thread" in source) {
    let listening = true;
    source.thread.onNotify((channel, payload) => {
      if (listening && channel === PGRST_CHANNEL) handle(payload);
    });
    return async () => {
      listening = false;
    };
  }
  const client = new pg.Client({ connectionString: source.databaseUrl });
  client.on("error", () => {
    // The listening connection dropped; requests still reload on unknown names.
  });
  await client.connect();
  client.on("notification", (msg) => {
    if (msg.channel === PGRST_CHANNEL) handle(msg.payload ?? "");
  });
  await client.query(`listen ${PGRST_CHANNEL}`);
  return async () => {
    await client.end().catch(() => undefined);
  };
}
