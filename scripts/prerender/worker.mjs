// One prerender thread: imports the built server entry and renders the languages it is given.
import { parentPort, workerData } from "node:worker_threads";

const server = await import(workerData.entry);
const result = { written: 0, errors: [], passes: 0, maxPasses: 0 };
for (const job of workerData.jobs) {
  const done = await server.prerenderLanguage(job);
  result.written += done.written;
  result.errors.push(...done.errors);
  result.passes += done.passes;
  result.maxPasses = Math.max(result.maxPasses, done.maxPasses);
}
parentPort.postMessage(result);
