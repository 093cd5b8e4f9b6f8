// What the bench scripts share: the site's base path, a build served the way GitHub Pages serves it (on a
// free port of this machine), a page's address under it, and the report scripts' `--name value` options.
import { createPagesServer } from '../scripts/serve.mjs';

export const BASE = '/free-blog/';

/** Serves the build at `root` under BASE on a free local port: its origin, and how to stop it. */
export function serveBuild(root) {
  const server = createPagesServer({ root, base: BASE });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/** A route of the site ('/', '/work/java/java-spi') as a full address on a served build. */
export const pageUrl = (origin, route) => `${origin}${BASE.slice(0, -1)}${route}`;

/**
 * The value after `--name` in `args`, taken out of it (so what is left are the routes), or `fallback`
 * when the option is not given. A name given without a value is a mistake, not the fallback.
 */
export function takeOption(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}
