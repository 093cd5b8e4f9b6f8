// The patches in patches/ are what the reader's browser runs: Rspress's route module is patched in
// place, so every importer (page lookup, sidebar and nav highlighting, prefetch) gets the same matcher.
import { expect, test } from '../fixtures';

// The unpatched matcher's normalisation, as the minifier writes it: lower-cased, unguarded decode.
const ORIGINAL_MATCHER = 'index$/,"/").toLowerCase()';
// The patched one's, which only it writes: doubled slashes count as one, then the same suffixes, and no lower-casing.
const PATCHED_MATCHER = '.replace(/\\/{2,}/g,"/").replace(/\\.html$/,"").replace(/\\/index$/,"/")}';

test('the first load carries the patched route matcher and not the original', async ({ page, blog }) => {
  const scripts: Promise<string>[] = [];
  const collect = (r: import('@playwright/test').Response) => {
    if (r.url().endsWith('.js')) scripts.push(r.text());
  };
  page.on('response', collect);
  await blog.goto('/edge/Mixed-Case');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The first load is in; the neighbours' chunks fetched ahead afterwards (at once on a page that fits the
  // window) are not part of it, and a body still being read when the test ends fails it (seen once in CI).
  page.off('response', collect);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((b) => b.includes(ORIGINAL_MATCHER))).toEqual([]);
  // And it is the patched matcher that came (were the original written otherwise, the line above would pass alone).
  expect(bodies.filter((b) => b.includes(PATCHED_MATCHER))).toHaveLength(1);
});
