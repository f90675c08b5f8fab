// bcrypt off the API's thread (plain JavaScript: workers load without a TS loader). One job at a
// time, synchronously: this thread does nothing else. See bcrypt-thread.ts.
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

parentPort.on("message", ({ id, op, password, hash, cost }) => {
  try {
    const result =
      op === "hash" ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
