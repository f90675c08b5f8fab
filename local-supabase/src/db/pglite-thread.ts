import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { Parser } from "pg-protocol/dist/parser";
import { BatchResults, PreparedStatements, runBatch } from "./statement-batch";
import type { Db, DbErrorFields, Queryable, QueryResult, Statement } from "./types";

export interface PgliteThreadOptions {
  /** The data folder; the thread reopens it after a restart, so it is always on disk. */
  dataDir: string;
  /** A dump (dumpDataDir's tarball) to create the folder from, on the first start only. */
  loadDataDir?: Blob;
  /** Serve the PostgreSQL wire protocol from the thread too. */
  wire?: { host: string; port: number } | null;
  /** LISTEN channels whose notifications reach `onNotify`. */
  channels?: string[];
  /** The deadline of a statement outside `transaction` (auth's queries, for instance). */
  statementTimeoutMs: number;
  log?: (message: string) => void;
}

/** A database error as node-postgres and PGlite raise them (code, message, detail...). */
export class DbError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly hint?: string;
  readonly position?: string;
  constructor(fields: DbErrorFields) {
    super(fields.message);
    this.name = "DbError";
    Object.assign(this, fields);
  }
}

const timedOut = () =>
  new DbError({ code: "57014", message: "canceling statement due to statement timeout" });
const restarted = () =>
  new DbError({
    code: "57P01",
    message: "terminating connection: the database restarted after a statement timeout",
  });

interface Artifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: ArrayBuffer;
}

let artifacts: Promise<Artifacts> | null = null;

/** PGlite's WebAssembly, compiled once per process and shared with every thread (restarts). */
function compiledArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const read = (file: string) => readFileSync(path.join(dist, file));
    const bundle = read("pglite.data");
    return {
      pgliteWasmModule: await WebAssembly.compile(read("pglite.wasm")),
      initdbWasmModule: await WebAssembly.compile(read("initdb.wasm")),
      fsBundle: bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength),
    };
  })();
  return artifacts;
}

interface Pending {
  worker: Worker;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout | null;
}

type Message =
  | { op: "query"; text: string; params: unknown[]; tx?: number }
  | { op: "exec"; text: string; tx?: number }
  | { op: "begin" }
  | { op: "protocol"; message: Uint8Array }
  | { op: "commit" | "rollback"; txId: number }
  | { op: "close" };

/**
 * PGlite in a worker thread: its work never blocks the API's event loop, and a statement past
 * its deadline is cancelled the only way PGlite allows, by ending the thread; the thread is then
 * started again on the same data folder, where every committed transaction was written (PGlite
 * runs with relaxedDurability off), and the cancelled one's work is rolled back by recovery.
 */
export class PgliteThread implements Db {
  readonly kind = "pglite" as const;
  wireAddress: string | null = null;
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private restarting: Promise<void> | null = null;
  private closed = false;
  private readonly listeners: ((channel: string, payload: string) => void)[] = [];
  /** The one connection's turn: a statement's deadline starts when it gets it, not in the queue. */
  private turn: Promise<void> = Promise.resolve();
  /** The statements the thread's database session has prepared; a new thread has none. */
  private prepared = new PreparedStatements();

  private constructor(private readonly options: PgliteThreadOptions) {}

  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(options);
    thread.worker = await thread.spawn(options.loadDataDir);
    return thread;
  }

  onNotify(listener: (channel: string, payload: string) => void): void {
    this.listeners.push(listener);
  }

  private async spawn(loadDataDir?: Blob): Promise<Worker> {
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: {
        ...(await compiledArtifacts()),
        dataDir: this.options.dataDir,
        loadDataDir: loadDataDir ? await loadDataDir.arrayBuffer() : null,
        wire: this.options.wire ?? null,
        channels: this.options.channels ?? [],
      },
    });
    await new Promise<void>((ready, failed) => {
      const onError = (err: Error) => failed(err);
      worker.once("error", onError);
      worker.once("exit", (code) => failed(new Error(`the database thread exited (${code})`)));
      worker.on("message", (msg: Record<string, unknown>) => {
        if (msg.ready) {
          this.wireAddress = (msg.wireAddress as string | null) ?? null;
          // A restarted thread listens where the first one did: clients keep the address given.
          const bound = Number(this.wireAddress?.split(":").pop());
          const wire = this.options.wire;
          if (wire && wire.port === 0 && bound > 0) this.options.wire = { ...wire, port: bound };
          worker.off("error", onError);
          worker.removeAllListeners("exit");
          ready();
        } else this.onMessage(msg);
      });
    });
    worker.on("error", (err) => this.options.log?.(`database thread error: ${err.message}`));
    worker.on("exit", () => {
      if (!this.closed && worker === this.worker) void this.restart();
    });
    return worker;
  }

  private onMessage(msg: Record<string, unknown>): void {
    if (typeof msg.notify === "string") {
      for (const l of this.listeners) l(msg.notify, String(msg.payload ?? ""));
      return;
    }
    const p = this.pending.get(msg.id as number);
    if (!p) return;
    this.pending.delete(msg.id as number);
    if (p.timer) clearTimeout(p.timer);
    if (msg.error) p.reject(new DbError(msg.error as DbErrorFields));
    else p.resolve(msg.result);
  }

  private async send<T>(msg: Message, timeoutMs: number | null): Promise<T> {
    while (this.restarting) await this.restarting;
    if (this.closed) throw new DbError({ code: "08003", message: "the database is closed" });
    const id = ++this.nextId;
    const worker = this.worker;
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs && timeoutMs > 0 ? setTimeout(() => this.cancel(id), timeoutMs) : null;
      this.pending.set(id, { worker, resolve: resolve as (v: unknown) => void, reject, timer });
      worker.postMessage({ ...msg, id });
    });
  }

  /** Waits for the connection and answers the function that hands it on. */
  private acquire(): Promise<() => void> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const before = this.turn;
    this.turn = before.then(() => mine);
    return before.then(() => release);
  }

  private async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  private cancel(id: number): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.reject(timedOut());
    this.options.log?.("a statement passed its deadline: restarting the database thread");
    void this.restart();
  }

  private restart(): Promise<void> {
    if (this.restarting) return this.restarting;
    const old = this.worker;
    this.restarting = (async () => {
      await old.terminate();
      // Whatever was waiting on the old thread cannot be told apart from what ran: fail it.
      for (const [id, p] of this.pending) {
        if (p.worker !== old) continue;
        this.pending.delete(id);
        if (p.timer) clearTimeout(p.timer);
        p.reject(restarted());
      }
      this.prepared = new PreparedStatements();
      if (!this.closed) this.worker = await this.spawn();
    })().finally(() => {
      this.restarting = null;
    });
    return this.restarting;
  }

  private queryable(tx: number | undefined, timeoutMs: number): Queryable {
    return {
      query: <Row>(text: string, params: unknown[] = []) =>
        this.send<QueryResult<Row>>({ op: "query", text, params, tx }, timeoutMs),
    };
  }

  query<Row = Record<string, unknown>>(
    text: string,
    params: unknown[] = [],
  ): Promise<QueryResult<Row>> {
    return this.exclusive(() =>
      this.queryable(undefined, this.options.statementTimeoutMs).query<Row>(text, params),
    );
  }

  transaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    options: { statementTimeoutMs?: number } = {},
  ): Promise<T> {
    return this.exclusive(() => this.inTransaction(fn, options));
  }

  private async inTransaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    options: { statementTimeoutMs?: number },
  ): Promise<T> {
    const txId = await this.send<number>({ op: "begin" }, null);
    let result: T;
    try {
      result = await fn(
        this.queryable(txId, options.statementTimeoutMs ?? this.options.statementTimeoutMs),
      );
    } catch (err) {
      // A transaction cut by a deadline died with its thread: nothing is left to roll back.
      const code = (err as { code?: string }).code;
      if (code !== "57014" && code !== "57P01") {
        await this.send({ op: "rollback", txId }, null).catch(() => undefined);
      }
      throw err;
    }
    await this.send({ op: "commit", txId }, null);
    return result;
  }

  batch(
    statements: Statement[],
    options: { statementTimeoutMs?: number } = {},
  ): Promise<QueryResult[]> {
    const timeoutMs = options.statementTimeoutMs ?? this.options.statementTimeoutMs;
    // Only the exchange holds the connection: the message is built and the answer parsed
    // while the database thread already runs the next request.
    return runBatch(this.prepared, statements, async (message) => {
      const answer = await this.exclusive(() =>
        this.send<Uint8Array>({ op: "protocol", message }, timeoutMs),
      );
      const collected = new BatchResults();
      const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
      new Parser().parse(bytes, (m) => {
        if (m.name !== "notification") return void collected.message(m);
        const { channel, payload } = m as unknown as { channel: string; payload: string };
        for (const l of this.listeners) l(channel, payload);
      });
      return collected;
    });
  }

  async exec(sql: string): Promise<void> {
    await this.exclusive(() => this.send({ op: "exec", text: sql }, null));
  }

  async close(): Promise<void> {
    while (this.restarting) await this.restarting;
    if (this.closed) return;
    await this.send({ op: "close" }, 30_000).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}
