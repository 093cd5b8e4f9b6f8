// The entry of a build worker thread (site/worker.ts): imports a TypeScript module of this project with
// jiti (the loader Rsbuild uses for rspress.config.ts), calls one of its exports with the arguments the
// main thread sent, and posts the result back. Plain ESM: a worker starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const { module, name, args } = workerData;
try {
  const jiti = createJiti(import.meta.url);
  const mod = await jiti.import(module);
  if (typeof mod[name] !== 'function') throw new Error(`${module} exports no function ${name}`);
  parentPort.postMessage({ ok: true, value: await mod[name](...args) });
} catch (error) {
  parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
}
