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

/**
 * The one session's turns, shared by the API's work and the wire protocol's clients (psql, the
 * tests' SQL helper). PGlite's own locks are per statement for the wire server, so without these a
 * wire client's statement could run inside an API transaction, or an API request inside a wire
 * client's open transaction (seen as 25P02 "current transaction is aborted" answers).
 */
let turns = Promise.resolve();
function takeTurn() {
  let release;
  const mine = new Promise((resolve) => (release = resolve));
  const before = turns;
  turns = before.then(() => mine);
  return before.then(() => release);
}

/** A wire client left a transaction open this long: the API's work gives up rather than join it. */
const WIRE_TRANSACTION_WAIT_MS = 30_000;

/** An API transaction is open (it holds the turn from BEGIN to its end). */
let apiTransactionOpen = false;
/** A wire client is between the first message of an extended-protocol exchange and its Sync. */
let wireExchangeOpen = false;

/** Whether a wire client's transaction or exchange is under way on the session. */
const wireBusy = () => wireExchangeOpen || (pglite.isInTransaction() && !apiTransactionOpen);

const SYNC = 0x53;
const QUERY = 0x51;
const TERMINATE = 0x58;
/** The wire server hands over one whole message at a time; these leave the session ready. */
function endsExchange(message) {
  // The startup packet has no type byte: its length, then protocol version 3.0.
  const startup =
    message.length >= 8 &&
    new DataView(message.buffer, message.byteOffset, 8).getInt32(4) === 196608;
  return startup || [SYNC, QUERY, TERMINATE].includes(message[0]);
}

/** The API's turn: also waits until no wire client is inside a transaction or an exchange. */
async function apiTurn() {
  const until = Date.now() + WIRE_TRANSACTION_WAIT_MS;
  for (;;) {
    const release = await takeTurn();
    if (!wireBusy()) return release;
    release();
    if (Date.now() > until) {
      throw Object.assign(new Error("a wire-protocol session keeps a transaction open"), {
        code: "55P03",
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function inApiTurn(fn) {
  const release = await apiTurn();
  try {
    return await fn();
  } finally {
    release();
  }
}

async function inTurn(fn) {
  const release = await takeTurn();
  try {
    return await fn();
  } finally {
    release();
  }
}

/**
 * PGlite as the wire server sees it: each exchange takes a turn, and "in a transaction" (which
 * makes the server keep to one client's messages) also covers an exchange not yet ended by Sync,
 * so two clients' unnamed statements and portals do not overwrite each other, but not the API's
 * own transactions, which are not the server's to wait for.
 */
const wireDb = new Proxy(pglite, {
  get(target, prop) {
    switch (prop) {
      case "runExclusive":
        return (fn) => inTurn(() => target.runExclusive(fn));
      case "isInTransaction":
        return wireBusy;
      case "execProtocolRawStream":
        return async (message, options) => {
          try {
            return await target.execProtocolRawStream(message, options);
          } finally {
            wireExchangeOpen = !endsExchange(message);
          }
        };
      case "exec":
        // Only ever the ROLLBACK for a client that left mid-transaction or mid-exchange.
        return (sql) =>
          inTurn(async () => {
            wireExchangeOpen = false;
            if (target.isInTransaction()) await target.exec(sql);
          });
      default: {
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
    }
  },
});

let server = null;
if (wire) {
  server = new PGLiteSocketServer({
    db: wireDb,
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

/** An open API transaction already holds the turn; any other work takes one. */
function run(msg) {
  const inOpenTransaction = msg.tx || msg.op === "commit" || msg.op === "rollback";
  if (inOpenTransaction || msg.op === "close") return runOp(msg);
  if (msg.op === "begin") return begin(msg);
  return inApiTurn(() => runOp(msg));
}

/** A transaction keeps the turn from BEGIN to its end (commit, rollback or failure). */
async function begin(msg) {
  const release = await apiTurn();
  const end = () => {
    apiTransactionOpen = false;
    release();
  };
  apiTransactionOpen = true;
  try {
    const opened = await runOp(msg);
    transactions.get(opened).done.then(end, end);
    return opened;
  } catch (err) {
    end();
    throw err;
  }
}

async function runOp(msg) {
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
