import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// Build work that can run beside Rspress's own: a function of one of this project's modules, called in a
// worker thread. The build machine has two cores and Rspress keeps one of them busy with its main thread
// (reading every page, then the Markdown loaders of both bundles); a worker gets the other.
// Arguments and result cross by structured clone: plain data only.

// A path joined by hand: bundlers and Vite read `new URL('./x', import.meta.url)` as an asset to import.
const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'workerEntry.mjs');

/** Calls `name(...args)` of `module` (an absolute path or file: URL of a .ts/.mjs module) in a worker thread. */
export function runInWorker<T>(module: string | URL, name: string, args: unknown[] = []): Promise<T> {
  const file = module instanceof URL ? fileURLToPath(module) : module;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: { module: file, name, args } });
    let settled = false;
    worker.once('message', (message: { ok: true; value: T } | { ok: false; message: string; stack?: string }) => {
      settled = true;
      if (message.ok) resolve(message.value);
      else reject(Object.assign(new Error(message.message), { stack: message.stack ?? message.message }));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`worker for ${name} (${file}) stopped with exit code ${code} before it answered`));
      settled = true;
    });
  });
}
