import type { Page } from '@playwright/test';
import { BASE, expect } from './fixtures';
import { frontmatterOf, LIST_PAGES, POSTS, writtenDateOf } from './routes';

// What an archive page and a part of a series show, checked against docs/ front matter: one check each, which
// the sweep (sweep.spec.ts) runs on its load of every such route with JavaScript on, and posts.spec.ts on loads
// without JavaScript. Findings are soft assertions, so a page reports all its problems at once; what the rest of
// a check reads from (the series block being there, marking this page) stops it.

/** The archive pages: the whole archive and one per top-level section with posts (plugins/posts). */
export const ARCHIVE_ROUTES: readonly string[] = LIST_PAGES.filter((p) => 'archive' in p.list).map((p) => p.route);

/** The top-level sections with posts, each with an archive page of its own (the filter's links). */
const AREAS = [...new Set(POSTS.map((p) => p.area).filter((a) => a !== 'home'))];

/** Every series the posts name, and those of several parts with their parts (one part shows no block: plugins/posts). */
export const SERIES_NAMES: readonly string[] = [...new Set(POSTS.flatMap((p) => (p.series ? [p.series.name] : [])))];
export const SERIES = SERIES_NAMES.map((name) => ({ name, parts: POSTS.filter((p) => p.series?.name === name) })).filter((s) => s.parts.length > 1);

/**
 * An archive page lists exactly its posts (all, or its section's), newest first, each once with its
 * front-matter date, under the heading of its year; its section filter links the whole archive, then every
 * section with posts, and marks this page's link as current.
 */
export async function checkArchivePage(page: Page, route: string) {
  const list = LIST_PAGES.find((p) => p.route === route)?.list;
  if (!list || !('archive' in list)) throw new Error(`checkArchivePage: ${route} is not an archive page`);
  const expected = POSTS.filter((p) => !list.archive || p.area === list.archive);
  const items = await page.locator('.fb-post-list__item').evaluateAll((lis) =>
    lis.map((li) => [li.querySelector('a')?.getAttribute('href') ?? '', li.querySelector('time')?.getAttribute('datetime') ?? '']),
  );
  expect.soft(items.map(([href]) => href), 'its posts, newest first').toEqual(expected.map((p) => `${BASE}${p.link}`));
  const written = expected.map((p) => writtenDateOf(p.link));
  expect.soft(items.map(([, day]) => day), 'their dates, as their files write them').toEqual(written);
  const days = items.map(([, day]) => day);
  expect.soft(days, 'newest first').toEqual([...days].sort().reverse());
  // By year: a section per year, newest first, its heading the year, holding exactly that year's posts, and
  // every post of the list in one of them.
  const years = await page.locator('.fb-post-list__year').evaluateAll((sections) =>
    sections.map((s) => [s.querySelector('h2')?.textContent?.trim() ?? '', [...s.querySelectorAll('.fb-post-list__item time')].map((t) => t.getAttribute('datetime') ?? '')] as const),
  );
  expect.soft(years.map(([year]) => year), 'a heading per year, newest first').toEqual([...new Set(written.map((d) => d.slice(0, 4)))]);
  expect.soft(years.flatMap(([, postDays]) => postDays), 'every post under a year').toEqual(written);
  for (const [year, postDays] of years) expect.soft(new Set(postDays.map((d) => d.slice(0, 4))), `the posts under ${year}`).toEqual(new Set([year]));
  // The filter: the whole archive, then every section with posts, as plain links; this page's is current.
  const filter = page.getByRole('navigation', { name: '按栏目筛选' });
  const hrefs = await filter.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect.soft(hrefs[0], 'the filter starts with the whole archive').toBe(`${BASE}/archive/`);
  expect.soft(hrefs.slice(1).sort(), 'then every section with posts').toEqual(AREAS.map((a) => `${BASE}/archive/${a}/`).sort());
  await expect.soft(filter.locator('[aria-current="page"]')).toHaveAttribute('href', `${BASE}${route}`);
}

/** The series of several parts a route is a part of, if any. */
export const seriesOf = (route: string) => SERIES.find((s) => s.parts.some((p) => p.link === route));

/**
 * A part of a series of several parts: its block lists every part in order (the parts' front-matter `order`
 * where given, then as this page's sidebar lists them; a part missing from the sidebar is named) and marks
 * this page, unlinked, with its title; the series pager links the parts before and after it.
 */
export async function checkSeriesPart(page: Page, route: string) {
  const series = seriesOf(route);
  if (!series) throw new Error(`checkSeriesPart: ${route} is not a part of a series of several parts`);
  const block = page.getByRole('navigation', { name: `系列：${series.name}` });
  await expect(block).toBeVisible();
  // Every link of the block, and the part it marks (without a link) as this page.
  const listed = await block.locator('li').evaluateAll((lis) => lis.map((li) => li.querySelector('a')?.getAttribute('href') ?? null));
  const current = listed.indexOf(null);
  expect(current, 'the block marks this page').toBeGreaterThanOrEqual(0);
  await expect.soft(block.locator('[aria-current="page"]')).toHaveText(String(frontmatterOf(route).title));
  const sidebar = await page.locator('.rp-doc-layout__sidebar a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const hrefs = series.parts.map((p) => `${BASE}${p.link}`);
  expect.soft(hrefs.filter((href) => !sidebar.includes(href)), 'parts missing from the sidebar').toEqual([]);
  const orderOf = (href: string) => series.parts.find((p) => `${BASE}${p.link}` === href)?.series?.order ?? Number.POSITIVE_INFINITY;
  const inOrder = [...hrefs].sort((a, b) => orderOf(a) - orderOf(b) || sidebar.indexOf(a) - sidebar.indexOf(b));
  expect.soft(listed.map((href, i) => (i === current ? `${BASE}${route}` : href)), 'every part, in order').toEqual(inOrder);
  const pager = page.locator('.fb-series-pager');
  const [prev, next] = [inOrder[current - 1], inOrder[current + 1]];
  if (prev) await expect.soft(pager.locator('.fb-series-pager__prev')).toHaveAttribute('href', prev);
  else await expect.soft(pager.locator('.fb-series-pager__prev')).toHaveCount(0);
  if (next) await expect.soft(pager.locator('.fb-series-pager__next')).toHaveAttribute('href', next);
  else await expect.soft(pager.locator('.fb-series-pager__next')).toHaveCount(0);
}
