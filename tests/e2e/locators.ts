import { expect, type Locator, type Page } from '@playwright/test';

// Locators and file patterns shared by the specs over the blog and over the fixture site.

// ---- The sidebar --------------------------------------------------------------------------------------------
export const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar').filter({ visible: true }).first();
export const groupRow = (page: Page, text: string) =>
  sidebar(page).locator('.rp-sidebar-group').filter({ hasText: new RegExp(`^${text}$`) });
/** The element holding a group's items: the theme animates its grid rows between 1fr (open) and 0fr (closed). */
export const groupBody = (page: Page, text: string) => groupRow(page, text).locator('xpath=following-sibling::div[1]');
export const rowsOf = (page: Page, text: string) => groupBody(page, text).evaluate((el) => (el as HTMLElement).style.gridTemplateRows);
/** Rendered height of a group's items (clipped to 0 when folded). */
export const heightOf = (page: Page, text: string) => groupBody(page, text).evaluate((el) => el.getBoundingClientRect().height);

// ---- The pager ----------------------------------------------------------------------------------------------
/** The doc footer's "上一页" and "下一页" links (none on the first and last page of the sidebar's order). */
export const prevPageLink = (page: Page) => page.locator('.rp-doc-footer a.rp-prev-next-page__prev');
export const nextPageLink = (page: Page) => page.locator('.rp-doc-footer a.rp-prev-next-page__next');

/** The doc footer's "下一页" link, which the page must have (one), and the path it links to, with the base. */
export async function nextPage(page: Page): Promise<{ link: Locator; href: string }> {
  const link = nextPageLink(page);
  await expect(link, `the "下一页" link of ${page.url()}`).toHaveCount(1);
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`nextPage: the "下一页" link of ${page.url()} has no href`);
  return { link, href };
}

// ---- The search dialog and its index ------------------------------------------------------------------------
export const panel = (page: Page) => page.locator('.rp-search-panel__modal');
export const items = (page: Page) => panel(page).locator('.rp-suggest-item');
// The index's manifest comes first; each query then fetches its grams' shards and its candidate pages
// (site/shared/searchShards.ts). On a busy 2-core machine that can take a while: these are waits, not
// assertions on speed.
export const INDEX_READY = 30_000;
export const INDEX = /\/static\/search_index\.[^/]*\.json$/;
export const SHARD = /\/static\/search_index\.[^/]*\/g\d+\.json$/;
export const PAGE_FILE = /\/static\/search_index\.[^/]*\/p\d+\.json$/;

// ---- A page's code and data ---------------------------------------------------------------------------------
/**
 * A code-split chunk: a page's route chunk or a component loaded on demand, all named by id
 * (rspress.config.ts), so a route chunk is told apart by the page whose HTML names it (routeChunkOf).
 */
export const ASYNC_CHUNK = /\/static\/js\/async\/[^/]+\.js$/;

/** The paths the page requests, in order: `since(mark)`, the ones after a `mark` taken earlier. */
export function recordRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  return {
    since: (mark: number) => seen.slice(mark),
    get mark() {
      return seen.length;
    },
  };
}

/** The route chunk that holds a page: the one code-split chunk its static HTML names (the loader's preload). */
export async function routeChunkOf(page: Page, href: string): Promise<string> {
  const html = await (await page.request.get(href)).text();
  const chunks = [...new Set(html.match(/\/free-blog\/static\/js\/async\/[^"/]+\.js/g) ?? [])];
  expect(chunks, `the route chunk named in ${href}`).toHaveLength(1);
  return chunks[0];
}
