// What the bench scripts share: the site's base path, a build served the way GitHub Pages serves it (on a
// free port of this machine), a page's address under it, and the report scripts' `--name value` options.
// BASE is site/shared/constants.ts's, which a Node script cannot import (TypeScript); pages.test.ts checks
// the two are equal.
import { createPagesServer } from '../scripts/serve.mjs';

export const BASE = '/free-blog/';

/** Serves the build at `root` under BASE on a free local port: its origin, and how to stop it. */
export function serveBuild(root) {
  const server = createPagesServer({ root, base: BASE });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      const { port } = server.address();
      const close = () => new Promise((done, fail) => server.close((error) => (error ? fail(error) : done())));
      resolve({ origin: `http://127.0.0.1:${port}`, close });
    });
  });
}

/** A route of the site ('/', '/work/java/java-spi') as a full address on a served build. */
export const pageUrl = (origin, route) => `${origin}${BASE.slice(0, -1)}${route}`;

/**
 * The value after `--name` in `args`, taken out of it, or `fallback` when the option is not given. A name
 * given without a value, or twice, is a mistake.
 */
export function takeOption(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  if (args.includes(`--${name}`)) throw new Error(`--${name} is given twice`);
  return value;
}

/** The arguments left once the options are taken: the routes. Anything else starting `--` is an option this script does not know. */
export function routesOf(args, fallback) {
  const unknown = args.filter((a) => a.startsWith('--'));
  if (unknown.length) throw new Error(`unknown option${unknown.length > 1 ? 's' : ''}: ${unknown.join(' ')}`);
  return args.length ? args : fallback;
}
