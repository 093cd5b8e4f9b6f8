import fs from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';

// Optional remote search (theme/search-hooks.tsx + theme/lib/remoteSearch.ts). The blog and the fixture site
// ship without it (and without its code: tests/output/search-code.test.ts); these tests run in their own
// Playwright project against the fixture site built a second time with it on
// (BLOG_REMOTE_SEARCH=tests/fixtures/remote-search.json, `npm run build:fixture`), and answer its API with
// page.route. The URL is same-origin, so the site's CSP (connect-src 'self' + the API's origin) lets it through.
const API = (JSON.parse(fs.readFileSync(new URL('../../fixtures/remote-search.json', import.meta.url), 'utf8')) as { apiUrl: string }).apiUrl;
const API_GLOB = `**${API}?**`;
const QUERY = '夹具';

const errorsLogged = (page: Page) => {
  const list: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') list.push(m.text());
  });
  return list;
};

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: typeof body === 'string' ? body : JSON.stringify(body) });

const tabs = (page: Page) => page.locator('.rp-search-panel__tabs .rp-tabs__label__item');
// The first search fetches the local index's shards and pages too; give it time on a busy machine.
const INDEX = { timeout: 120_000 };
test.describe.configure({ timeout: 240_000 });
const localHits = (page: Page) => page.locator('.rp-search-panel__results .rp-suggest-item');

test('success: remote hit groups appear as tabs beside the local results; the request has the 4 parameters', async ({ blog, page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: URL[] = [];
  await page.route(API_GLOB, async (route) => {
    requests.push(new URL(route.request().url()));
    await released; // hold the reply to see the loading state
    await json(route, [
      { group: '博客精选', hits: [{ title: '系列第一篇：夹具里的开头', snippet: '核心线程数与队列', link: '/guide/basics/series-one' }] },
      { index: 'docs', hits: [{ title: 'Rspress 搜索', content: '远程搜索示例', url: 'https://rspress.rs/guide/advanced/custom-search' }] },
    ]);
  });
  await blog.goto('/');
  const input = await blog.openSearch();
  await input.fill(QUERY);

  // Loading while the API has not answered.
  await expect(page.locator('.rp-search-panel__search-icon--loading')).toBeVisible();
  await expect.poll(() => requests.length, INDEX).toBe(1);
  release();

  await expect(tabs(page)).toHaveText(['My Blog', '博客精选', 'Rspress 文档'], INDEX);
  await expect(page.locator('.rp-search-panel__search-icon--loading')).toHaveCount(0);
  const params = Object.fromEntries(requests[0].searchParams);
  expect(params).toEqual({ keyword: QUERY, limit: '7', searchIndexes: 'blog,docs', lang: 'zh-CN' });

  // The local tab still lists the local hits.
  await expect(localHits(page).first()).toBeVisible(INDEX);

  await tabs(page).nth(1).click();
  const first = page.locator('.fb-remote-search__link').first();
  await expect(first).toContainText('系列第一篇：夹具里的开头');
  await expect(first).toContainText('核心线程数与队列');
  await expect(first).toHaveAttribute('href', '/free-blog/guide/basics/series-one');

  await tabs(page).nth(2).click();
  const external = page.locator('.fb-remote-search__link').first();
  await expect(external).toHaveText(/Rspress 搜索/);
  await expect(external).toHaveAttribute('href', 'https://rspress.rs/guide/advanced/custom-search');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
});

for (const [what, answer] of [
  ['a 500', (route: Route) => json(route, { error: 'boom' }, 500)],
  ['an aborted request', (route: Route) => route.abort('failed')],
  ['malformed JSON', (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"group": "x", "hits": [' })],
  ['a reply of the wrong shape', (route: Route) => json(route, { hits: [{ title: 'x' }] })],
] as const) {
  test(`failure (${what}) is logged, adds no tabs, and local results still work`, async ({ blog, page }) => {
    const errors = errorsLogged(page);
    let calls = 0;
    await page.route(API_GLOB, (route) => {
      calls++;
      return answer(route);
    });
    await blog.goto('/');
    const input = await blog.openSearch();
    await input.fill(QUERY);
    await expect(localHits(page).first()).toBeVisible(INDEX);
    await expect(page.locator('.rp-search-panel__tabs')).toHaveCount(0);
    await expect(page.locator('.rp-search-panel__search-icon--loading')).toHaveCount(0);
    expect(calls).toBe(1);
    await expect.poll(() => errors.filter((e) => e.includes('[free-blog] 远程搜索失败'))).toHaveLength(1);
    // Enter still opens the first local hit.
    const firstHit = new URL((await localHits(page).first().locator('a').getAttribute('href'))!, page.url());
    expect(firstHit.pathname).not.toBe('/free-blog/');
    await input.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(firstHit.pathname);
  });
}

test('HTML in titles, snippets and group names is shown as text, never run', async ({ blog, page }) => {
  await page.route(API_GLOB, (route) =>
    json(route, [
      {
        group: '<i id="inj-group">组</i>',
        hits: [
          { title: '<img src=x onerror="window.__x=1">标题', snippet: '<b id="inj">粗体</b><script>window.__x=2</script>', link: 'javascript:window.__x=3' },
          { title: '<svg onload="window.__x=4"></svg>', snippet: '"><iframe src="javascript:window.__x=5">', link: 'data:text/html,<script>1</script>' },
        ],
      },
    ]),
  );
  await blog.goto('/');
  const input = await blog.openSearch();
  await input.fill(QUERY);
  await expect(tabs(page)).toHaveCount(2, INDEX);
  await expect(tabs(page).nth(1)).toHaveText('<i id="inj-group">组</i>');
  await tabs(page).nth(1).click();
  const hits = page.locator('.fb-remote-search__hit');
  await expect(hits).toHaveCount(2);
  await expect(hits.nth(0).locator('.fb-remote-search__title')).toHaveText('<img src=x onerror="window.__x=1">标题');
  await expect(hits.nth(0).locator('.fb-remote-search__snippet')).toHaveText('<b id="inj">粗体</b><script>window.__x=2</script>');
  await expect(hits.nth(1).locator('.fb-remote-search__title')).toHaveText('<svg onload="window.__x=4"></svg>');
  // No element was injected, and the unsafe links were dropped.
  const results = page.locator('.rp-search-panel__results');
  await expect(results.locator('img, script, svg.onload, iframe, b#inj, i#inj-group')).toHaveCount(0);
  await expect(page.locator('#inj, #inj-group')).toHaveCount(0);
  await expect(hits.locator('a')).toHaveCount(0);
  await hits.nth(0).click();
  expect(await page.evaluate(() => (window as unknown as { __x?: unknown }).__x)).toBeUndefined();
});
