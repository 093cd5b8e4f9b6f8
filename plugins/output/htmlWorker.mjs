// A worker thread of the HTML pass (plugins/output/html.ts): rewrites its share of the built pages, loading
// html.ts with jiti (a worker starts without a TypeScript loader).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { rewriteFiles } = await jiti.import(path.join(path.dirname(fileURLToPath(import.meta.url)), 'html.ts'));

export default function run({ files, options }) {
  return rewriteFiles(files, options);
}
