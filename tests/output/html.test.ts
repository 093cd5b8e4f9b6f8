// Every built page through the Nu Html Checker (vnu-jar, the W3C validator's engine; Java 17): no error
// on any page. Rspress's markup, ours and the authors' raw HTML alike.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { builtPages, OUT, requireBuild } from './build';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

beforeAll(requireBuild);

it('the Nu Html Checker finds no error on any built page', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(10);
  const r = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', ...pages], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error || r.status !== 0) throw new Error(`vnu did not run (Java 17 is needed): ${r.error?.message ?? r.stderr.slice(0, 2000)}`);
  const messages = (JSON.parse(r.stderr) as { messages: VnuMessage[] }).messages;
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .map((m) => `${path.relative(OUT, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`);
  console.log(`vnu: ${pages.length} pages, ${errors.length} errors`);
  expect(errors).toEqual([]);
});
