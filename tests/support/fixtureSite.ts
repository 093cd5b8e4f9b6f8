// The fixture site (tests/fixtures/site: a few pages of every shape the plugins and the theme handle) for tests
// that change a site before they check or build it: each gets a copy of its own, never the original, and never
// docs/, whose articles the tests would otherwise name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { FIXTURE_ROOT } from './fixtureRoot';

/**
 * Call at the top of a file or a describe block: hands back a function that copies the fixture site into a
 * temporary folder of its own and returns the folder. Every copy made is removed once the block's tests are done.
 */
export function fixtureSiteCopies(): () => string {
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-site-'));
    copies.push(dir);
    fs.cpSync(FIXTURE_ROOT, dir, { recursive: true });
    return dir;
  };
}
