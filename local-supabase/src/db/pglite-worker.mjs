// The embedded database in its own thread (plain JavaScript: workers load without a TS loader).
// The API thread sends {id, op, ...} messages and gets {id, result} or {id, error} back; a
// statement past its deadline is ended by terminating this thread (see pglite-thread.ts).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const port = parentPort;
const { dataDir, loadDataDir, wire, channels, pgliteWasmModule, initdbWasmModule, fsBundle } =
  workerData;

const pglite = await PGlite.create({
  dataDir,
  pgliteWasmModule,
  initdbWasmModule,
  fsBundle: new Blob([fsBundle]),
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  extensions: { pgcrypto, uuid_ossp, pg_trgm, unaccent },
  relaxedDurability: false,
});

// Values come back as PostgreSQL text, as from node-postgres (see pglite.ts).
const asText = (value) => value;
const arrays = await pglite.query("select oid::text as oid from pg_type where typcategory = 'A'");
for (const oid of [...Object.keys(pglite.parsers), ...arrays.rows.map((r) => r.oid)]) {
  pglite.parsers[oid] = asText;
}

let server = null;
if (wire) {
  server = new PGLiteSocketServer({
    db: pglite,
    host: wire.host,
    port: wire.port,
    maxConnections: 10,
  });
  await server.start();
}
for (const channel of channels ?? []) {
  await pglite.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
}

/** Open transactions by id: the PGlite transaction object and how to end it. */
const transactions = new Map();

function errorFields(err) {
  const e = err ?? {};
  return {
    code: typeof e.code === "string" ? e.code : undefined,
    message: typeof e.message === "string" ? e.message : String(err),
    detail: typeof e.detail === "string" ? e.detail : undefined,
    hint: typeof e.hint === "string" ? e.hint : undefined,
    position: typeof e.position === "string" ? e.position : undefined,
  };
}

async function run(msg) {
  const target = msg.tx ? transactions.get(msg.tx)?.tx : pglite;
  if (!target) throw new Error(`transaction ${msg.tx} is not open`);
  switch (msg.op) {
    case "query": {
      const res = await target.query(msg.text, msg.params ?? []);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    }
    case "protocol": {
      // A batch already in wire-protocol form (statement-batch.ts), answered as raw bytes that
      // the API thread parses: one call into the database instead of several per statement.
      // The stream form, because the plain one answers through whichever output callback the
      // last streamed call (the wire server's) left installed. Each chunk is a view into the
      // database's memory, so it is copied at once.
      const chunks = [];
      const onRawData = (bytes) => chunks.push(bytes.slice());
      await pglite.runExclusive(() => pglite.execProtocolRawStream(msg.message, { onRawData }));
      if (chunks.length === 1) return chunks[0];
      const answer = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
      let at = 0;
      for (const c of chunks) {
        answer.set(c, at);
        at += c.byteLength;
      }
      return answer;
    }
    case "exec":
      await target.exec(msg.text);
      return null;
    case "begin":
      return new Promise((opened, failed) => {
        const entry = {};
        entry.done = pglite.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              Object.assign(entry, { tx, commit, rollback });
              transactions.set(msg.id, entry);
              opened(msg.id);
            }),
        );
        // Ending it is awaited by commit/rollback; this only keeps a rollback from going unhandled.
        entry.done.catch(failed).finally(() => transactions.delete(msg.id));
      });
    case "commit": {
      const open = transactions.get(msg.txId);
      if (!open) throw new Error(`transaction ${msg.txId} is not open`);
      open.commit();
      await open.done;
      return null;
    }
    case "rollback": {
      const open = transactions.get(msg.txId);
      if (!open) return null;
      open.rollback(new Error("rollback"));
      await open.done.catch(() => undefined);
      return null;
    }
    case "close":
      if (server) await server.stop();
      await pglite.close();
      return null;
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

port.on("message", (msg) => {
  run(msg).then(
    (result) =>
      port.postMessage(
        { id: msg.id, result },
        result instanceof Uint8Array ? [result.buffer] : undefined,
      ),
    (err) => port.postMessage({ id: msg.id, error: errorFields(err) }),
  );
});

port.postMessage({ ready: true, wireAddress: server ? server.getServerConn() : null });
