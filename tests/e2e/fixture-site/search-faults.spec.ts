// Search index faults (down, recovering, slow), the search dialog for keyboard and screen-reader
// users, and search text never rendered as HTML; on the fixture site.
import { axeViolations, expect, test } from '../fixtures';

const INDEX = /\/static\/search_index[^/]*\.json/;
const SECTION = '/guide/';
/** A word on most fixture pages, and one on a single page of another section. */
const QUERY = '夹具';
const OTHER_QUERY = 'ServiceLoader';
// A query fetches its shards and pages (theme/lib/shardedSearch.ts); on a loaded machine that can be slow:
// these tests wait for the hits, they do not time them.
const INDEXED = { timeout: 150_000 };
test.describe.configure({ timeout: 240_000 });

test('search index down: an error message with a retry, no page error', async ({ page, blog }) => {
  await page.route(INDEX, (r) => r.abort('failed'));
  await blog.goto(SECTION);
  const input = await blog.openSearch();
  await input.fill(QUERY);
  const alert = page.getByRole('alert').filter({ hasText: '搜索索引加载失败' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});

test('search recovers: retry button, and the next open, without a reload', async ({ page, blog }) => {
  let blocked = true;
  let requests = 0;
  await page.route(INDEX, (r) => {
    requests++;
    return blocked ? r.abort('failed') : r.continue();
  });
  await blog.goto(SECTION);
  let input = await blog.openSearch();
  await input.fill(QUERY);
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  const failedRequests = requests;
  expect(failedRequests).toBeGreaterThanOrEqual(2); // the first request and its one retry
  blocked = false;
  await page.getByRole('button', { name: '重试' }).click();
  input = page.getByPlaceholder('Search Docs');
  await input.fill(QUERY);
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(INDEXED);
  // Close, break the network again: the loaded index keeps working.
  await page.keyboard.press('Escape');
  blocked = true;
  input = await blog.openSearch();
  await input.fill(OTHER_QUERY);
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(INDEXED);
});

test('B2 a shard that fails on a query: the same error and retry, then the query is answered', async ({ page, blog }) => {
  let blocked = true;
  const shards: string[] = [];
  await page.route(/\/static\/search_index[^/]*\/g\d+\.json$/, (r) => {
    shards.push(r.request().url());
    return blocked ? r.abort('failed') : r.continue();
  });
  await blog.goto(SECTION);
  let input = await blog.openSearch();
  await input.fill(QUERY);
  await expect(page.getByRole('alert').filter({ hasText: '搜索索引加载失败' })).toBeVisible(INDEXED);
  expect(shards.length, 'the query asked for its shards').toBeGreaterThan(0);
  blocked = false;
  await page.getByRole('button', { name: '重试' }).click();
  input = page.getByPlaceholder('Search Docs');
  await input.fill(QUERY);
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(INDEXED);
});

test('search recovers on the next open after a failure', async ({ page, blog }) => {
  let blocked = true;
  await page.route(INDEX, (r) => (blocked ? r.abort('failed') : r.continue()));
  // The page's fetches of the index, counted in the page: made, and settled (answered or failed).
  await page.addInitScript(() => {
    const count = { made: 0, settled: 0 };
    (window as unknown as { __indexFetches: typeof count }).__indexFetches = count;
    const original = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const response = original(...args);
      const target = args[0];
      if (/\/static\/search_index[^/]*\.json/.test(target instanceof Request ? target.url : String(target))) {
        count.made++;
        response.then(
          () => count.settled++,
          () => count.settled++,
        );
      }
      return response;
    };
  });
  const indexFetches = () => page.evaluate(() => (window as unknown as { __indexFetches: { made: number; settled: number } }).__indexFetches);
  await blog.goto(SECTION);
  let input = await blog.openSearch();
  await input.fill(QUERY);
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect.poll(async () => {
    const { made, settled } = await indexFetches();
    return made - settled;
  }).toBe(0);
  const failedFetches = (await indexFetches()).made;
  // Closing hands focus back to the search button. The dialog owns the index from its first open,
  // so that focus fetches nothing (a fetch while the reader is still offline would fail, and its
  // failure would meet them when they reopen): the focus handler would have fetched synchronously.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.rp-search-button')).toBeFocused();
  expect(await indexFetches(), 'index fetches after closing').toEqual({ made: failedFetches, settled: failedFetches });
  // Back online, the reader reopens: that is the retry.
  blocked = false;
  input = await blog.openSearch();
  await expect(page.getByRole('button', { name: '重试' }), 'the old error on reopening').toHaveCount(0);
  await input.fill(QUERY);
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(INDEXED);
});

test('a slow index: a busy loading state, then results', async ({ page, blog }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(INDEX, async (r) => {
    await gate;
    await r.continue();
  });
  await blog.goto(SECTION);
  const input = await blog.openSearch();
  await input.fill(QUERY);
  const busy = page.locator('.rp-search-panel__results[aria-busy="true"]');
  await expect(busy).toBeVisible();
  await expect(busy).toContainText('正在加载搜索索引');
  release();
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(INDEXED);
  await expect(page.locator('.rp-search-panel__results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('status')).toContainText(/找到 \d+ 条结果/);
});

test('E2 search dialog: role, modal, label; axe clean with results shown', async ({ page, blog }) => {
  await blog.goto(SECTION);
  const input = await blog.openSearch();
  const dialog = page.getByRole('dialog', { name: '搜索文档' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // A native modal <dialog>: the browser itself makes the rest of the page inert.
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
  const pageBehindTakesFocus = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('main a[href]');
    link?.focus();
    return !link || document.activeElement === link;
  });
  expect(pageBehindTakesFocus).toBe(false);
  await input.fill(QUERY);
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(INDEXED);
  expect(await axeViolations(page, { include: '.rp-search-panel__modal', tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] })).toEqual([]);
});

test('E4 keyboard search: focus trapped, arrows wrap, Escape returns focus to the search button', async ({ page, blog }) => {
  await blog.goto(SECTION);
  const button = page.locator('.rp-nav .rp-search-button').first();
  await button.focus();
  await page.keyboard.press('Enter');
  const input = page.getByPlaceholder('Search Docs');
  await expect(input).toBeFocused();
  await input.fill(QUERY);
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(INDEXED);
  // Tab goes round the dialog: past its last stop, a modal <dialog> lets focus leave the document for the
  // browser's own controls (document.activeElement is then the body), never to the page behind it, and the
  // next Tab is back in the dialog. Enough presses to go round at least once.
  let wrapped = false;
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const a = document.activeElement;
      return a?.closest('dialog[open]') ? 'dialog' : a === document.body ? 'browser' : `page: ${a?.outerHTML.slice(0, 80)}`;
    });
    expect(where).not.toMatch(/^page/);
    if (where === 'browser') wrapped = true;
  }
  expect(wrapped, 'Tab went round the dialog').toBe(true);
  await input.focus();
  const count = await page.locator('.rp-suggest-item').count();
  await page.keyboard.press('ArrowUp'); // wraps to the last hit
  await expect(page.locator('.rp-suggest-item').nth(count - 1)).toHaveClass(/rp-suggest-item--current/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('E4 Enter with no hits does not throw', async ({ page, blog }) => {
  await blog.goto(SECTION);
  const input = await blog.openSearch();
  await input.fill('zzqqxxnothing');
  await expect(page.getByText('No results for')).toBeVisible(INDEXED);
  await page.keyboard.press('Enter');
  await expect(input).toBeVisible();
});

test('C1 search query and results are rendered as text', async ({ page, blog }) => {
  await blog.goto(SECTION);
  const input = await blog.openSearch();
  const payload = '<img src=x onerror=window.__x=1>';
  await input.fill(payload);
  await expect(page.getByText('No results for')).toBeVisible(INDEXED);
  await expect(page.locator('.rp-search-panel__modal')).toContainText(payload);
  await expect(page.locator('.rp-search-panel__modal img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
});
