// The commands of this project's own dependencies (node_modules/.bin/), started directly rather than through
// `npx`, which finds the same file after starting npm itself: 0.7 s a time on the 2-core CI machine, and the test
// run starts such commands a few dozen times.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../node_modules/.bin/', import.meta.url));

/** The path of a dependency's command ('rspress', 'vitest', …); stops with a line when it is not installed. */
export function projectBin(name) {
  const file = path.join(BIN, name);
  if (!fs.existsSync(file)) throw new Error(`${name} is not installed in node_modules/.bin: run \`npm ci\` first`);
  return file;
}
