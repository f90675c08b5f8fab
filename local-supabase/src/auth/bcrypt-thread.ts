import { Worker } from "node:worker_threads";

type Job =
  | { op: "hash"; password: string; cost: number }
  | { op: "compare"; password: string; hash: string };

/**
 * bcrypt in a thread of its own. bcryptjs is plain JavaScript: a cost-10 hash is about 100 ms of
 * CPU, which on the API's thread made every other request wait behind a burst of sign-ins. The
 * thread starts at the first job and keeps the process alive only while jobs are pending.
 */
class BcryptThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();

  run<T>(job: Job): Promise<T> {
    const worker = this.start();
    const id = ++this.nextId;
    if (this.pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, ...job });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./bcrypt-worker.mjs", import.meta.url));
    worker.on("message", (msg: { id: number; result?: unknown; error?: string }) => {
      const job = this.pending.get(msg.id);
      if (!job) return;
      this.pending.delete(msg.id);
      if (this.pending.size === 0) worker.unref();
      if (msg.error !== undefined) job.reject(new Error(msg.error));
      else job.resolve(msg.result);
    });
    const fail = (err: Error) => {
      this.worker = null;
      for (const job of this.pending.values()) job.reject(err);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the bcrypt thread exited (${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

const thread = new BcryptThread();

export const bcryptHash = (password: string, cost: number) =>
  thread.run<string>({ op: "hash", password, cost });

export const bcryptCompare = (password: string, hash: string) =>
  thread.run<boolean>({ op: "compare", password, hash });
