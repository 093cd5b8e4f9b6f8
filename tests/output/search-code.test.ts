// The search dialog's chunk carries what the blog's search needs and no more. Remote search is optional
// (rspress.config.ts, BLOG_REMOTE_SEARCH): the blog ships without it, so its code, the search hooks and the
// result tabs are left out of the build; the fixture site is built with it on, and its build has them (so
// the strings looked for here are the ones that code really carries).
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REMOTE_SEARCH_LOG_PREFIX } from '../../theme/lib/remoteSearch';
import { OUT, requireBuild, ROOT } from './build';

const FIXTURE_OUT = path.resolve(ROOT, process.env.BLOG_FIXTURE_OUT_DIR ?? 'doc_build_fixture');
/** What only the remote search's code holds: its log line, and the class of the tabs its groups make. */
const REMOTE_ONLY = [REMOTE_SEARCH_LOG_PREFIX, 'rp-search-panel__tabs'];
/** The search dialog's own class (theme/components/SearchDialog.tsx). */
const DIALOG = 'fb-search-dialog';

function scripts(dir: string): Array<{ file: string; text: string }> {
  const js = path.join(dir, 'static', 'js');
  return fs
    .readdirSync(js, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => path.join(e.parentPath, e.name))
    .map((file) => ({ file: path.relative(dir, file), text: fs.readFileSync(file, 'utf8') }));
}

it('the blog, built without remote search, has none of its code in any script; the dialog is there', () => {
  requireBuild();
  const all = scripts(OUT);
  expect(all.filter((s) => s.text.includes(DIALOG)).length, 'scripts holding the search dialog').toBeGreaterThan(0);
  expect(all.filter((s) => REMOTE_ONLY.some((m) => s.text.includes(m))).map((s) => s.file)).toEqual([]);
});

it('the fixture site, built with remote search on, carries that code in the dialog\'s chunk', () => {
  if (!fs.existsSync(path.join(FIXTURE_OUT, 'index.html'))) throw new Error(`No fixture build in ${FIXTURE_OUT}: run npm run build:fixture first.`);
  const dialog = scripts(FIXTURE_OUT).filter((s) => s.text.includes(DIALOG));
  expect(dialog.length).toBeGreaterThan(0);
  for (const marker of REMOTE_ONLY) expect(dialog.some((s) => s.text.includes(marker)), marker).toBe(true);
});
