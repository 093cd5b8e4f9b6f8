// A worker thread of the content pool (site/node/content.ts): the Markdown pass of site/node/contentPass.ts, loaded
// with jiti (the loader Rsbuild uses for rspress.config.ts; a worker starts without a TypeScript loader).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { markdownPass } = await jiti.import(path.join(path.dirname(fileURLToPath(import.meta.url)), 'contentPass.ts'));

export default function run({ root, args }) {
  return markdownPass(root, args);
}
