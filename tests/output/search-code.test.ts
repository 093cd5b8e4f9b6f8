// The search dialog's chunk carries what the blog's search needs and no more. Remote search is optional
// (rspress.config.ts, BLOG_REMOTE_SEARCH): the blog ships without it, so its code, the search hooks and the
// result tabs (Rspress's Tabs) are left out of the build; `npm run build:fixture` builds the fixture site a
// second time with it on (<fixture dir>_remote/), and that build has them (so the strings looked for here are
// the ones that code really carries).
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REMOTE_SEARCH_LOG_PREFIX } from '../../theme/lib/remoteSearch';
import { OUT, requireBuild, ROOT } from './build';

const REMOTE_FIXTURE_OUT = path.resolve(ROOT, `${process.env.BLOG_FIXTURE_OUT_DIR ?? 'doc_build_fixture'}_remote`);
/**
 * What only the remote search's code holds: its log line, the class the dialog gives the tabs of its groups,
 * and a class of Rspress's Tabs component itself (which an article's own chunk may carry, for its tabs).
 */
const REMOTE_ONLY = [REMOTE_SEARCH_LOG_PREFIX, 'rp-search-panel__tabs', 'rp-tabs__label'];
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

it('the blog, built without remote search, has none of its code in the search dialog\'s chunk', () => {
  requireBuild();
  const all = scripts(OUT);
  const dialog = all.filter((s) => s.text.includes(DIALOG));
  expect(dialog.length, 'scripts holding the search dialog').toBeGreaterThan(0);
  expect(dialog.flatMap((s) => REMOTE_ONLY.filter((m) => s.text.includes(m)).map((m) => `${s.file}: ${m}`))).toEqual([]);
  // Nor anywhere else: the remote search's own code (an article's chunk may hold Rspress's tabs).
  expect(all.filter((s) => s.text.includes(REMOTE_SEARCH_LOG_PREFIX)).map((s) => s.file)).toEqual([]);
});

it('the fixture site built with remote search on carries that code in the dialog\'s chunk', () => {
  if (!fs.existsSync(path.join(REMOTE_FIXTURE_OUT, 'index.html'))) throw new Error(`No build in ${REMOTE_FIXTURE_OUT}: run npm run build:fixture first.`);
  const dialog = scripts(REMOTE_FIXTURE_OUT).filter((s) => s.text.includes(DIALOG));
  expect(dialog.length).toBeGreaterThan(0);
  for (const marker of REMOTE_ONLY) expect(dialog.some((s) => s.text.includes(marker)), marker).toBe(true);
});
