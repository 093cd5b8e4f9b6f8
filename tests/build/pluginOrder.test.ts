// The order of the plugin list in rspress.config.ts carries no meaning: the plugins hand data to each
// other through arguments and return values only (site/node/content.ts, plugins/output). Two builds of the
// fixture site (tests/fixtures/site: a few pages of every shape the plugins handle, with the config of
// docs/), one with the list as written and one with it shuffled, give byte-identical output.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../support/buildSite';
import { FIXTURE_ROOT } from '../support/fixtureRoot';

const ROOT = path.resolve(__dirname, '../..');
const RUNS = path.join(ROOT, 'test-results', 'plugin-order');

/** A config that is rspress.config.ts with its plugin list in another order (a fixed permutation). */
const SHUFFLED_CONFIG = `import config from '../../rspress.config';
const plugins = [...(config.plugins ?? [])];
// Fisher–Yates with a fixed seed: the same permutation on every run, and not the written order.
let seed = 20261126;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
for (let i = plugins.length - 1; i > 0; i--) {
  const j = Math.floor(next() * (i + 1));
  [plugins[i], plugins[j]] = [plugins[j], plugins[i]];
}
console.log('plugin order:', plugins.map((p) => p.name).join(', '));
export default { ...config, plugins };
`;

async function build(name: string, config?: string) {
  const out = path.join(RUNS, name);
  return { ...(await buildSite(FIXTURE_ROOT, out, config)), out };
}

/** Every file of a build: relative path -> sha256 of its bytes. */
function digest(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, abs), createHash('sha256').update(fs.readFileSync(abs)).digest('hex'));
  }
  return files;
}

afterAll(() => fs.rmSync(RUNS, { recursive: true, force: true }));

describe('the plugin list in any order', () => {
  it('builds byte-identical output', async () => {
    fs.mkdirSync(RUNS, { recursive: true });
    const config = path.join(RUNS, 'shuffled.config.ts');
    fs.writeFileSync(config, SHUFFLED_CONFIG);
    const written = await build('written');
    const shuffled = await build('shuffled', config);
    expect(written.status, written.output).toBe(0);
    expect(shuffled.status, shuffled.output).toBe(0);
    const order = /plugin order: (.*)/.exec(shuffled.output)?.[1];
    expect(order, 'the shuffled config ran').toBeDefined();
    const a = digest(written.out);
    const b = digest(shuffled.out);
    expect(a.size).toBeGreaterThan(50);
    const differing = [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f)).sort();
    expect(differing, `files that differ with the plugins in the order ${order}`).toEqual([]);
  });
});
